"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "scale_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @scale_dispatch_0_elementwise_4_f32, sym_name = "scale_dispatch_0_elementwise_4_f32"}> ({
      %20:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%20#0, %20#1, %20#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {}], function_type = (!stream.binding, !stream.binding, i32) -> (), sym_name = "scale_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding, %arg6: i32):
        %12 = "arith.constant"() <{value = 0 : index}> : () -> index
        %13 = "arith.bitcast"(%arg6) : (i32) -> f32
        %14 = "stream.binding.subspan"(%arg4, %12) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %15 = "stream.binding.subspan"(%arg5, %12) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %16 = "iree_tensor_ext.dispatch.tensor.load"(%14) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %17 = "tensor.empty"() : () -> tensor<4xf32>
        %18 = "linalg.generic"(%16, %17) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f32):
          %19 = "arith.mulf"(%arg7, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%19) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%18, %15) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, f32) -> (!hal.buffer_view, f32), sym_name = "scale"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "hal.element_type"() <{type = f32}> : () -> i32
    %4 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %3, %4, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %5 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %7 = "arith.bitcast"(%arg1) : (f32) -> i32
    %8 = "stream.cmd.execute"(%5, %6#0, %1, %1, %6#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      "stream.cmd.dispatch"(%7, %arg2, %arg3, %1, %1, %0, %0, %1, %1) <{entry_points = [@scale_dispatch_0::@scale_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (i32, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %9 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "stream.timepoint.await"(%6#0, %1, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %11 = "stream.tensor.export"(%10, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%11, %9) : (!hal.buffer_view, f32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi = "{\22a\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22r\22:[[\22ndarray\22,\22f32\22,1,4],\22f32\22],\22v\22:1}", iree.abi.declaration = "sync func @scale(%input0: tensor<4xf32>, %input1: f32) -> (%output0: tensor<4xf32>, %output1: f32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()