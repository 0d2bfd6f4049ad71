"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_4xi32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %25 = "arith.constant"() <{value = 0 : index}> : () -> index
    %26 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %27 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %28 = "util.buffer.constant"() <{alignment = 64 : index, value = #util.composite<64xi8, [
    dense<[5, 6, 7, 9]> : tensor<4xi32>,
    dense<0> : vector<48xi8>,
]>}> : () -> !util.buffer
    %29 = "arith.constant"() <{value = 64 : index}> : () -> index
    %30:2 = "stream.resource.try_map"(%28, %25, %29) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    "cf.cond_br"(%30#0, %27, %30#1)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.timepoint, !stream.resource<constant>) -> ()
  ^bb1:  // pred: ^bb0
    %31 = "stream.resource.alloc"(%29) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant>
    %32 = "stream.file.constant"(%28, %29, %25, %29) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file
    %33 = "stream.file.read"(%32, %26, %31, %29, %25, %29, %27) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%33, %31)[^bb2] : (!stream.timepoint, !stream.resource<constant>) -> ()
  ^bb2(%34: !stream.timepoint, %35: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %36 = "stream.timepoint.await"(%35, %29, %34) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%36) <{global = @__constant_tensor_4xi32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "hal.executable"() <{sym_name = "f_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, ordinal = 0 : index, sym_name = "f_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg7: !hal.device):
        %24:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
        "hal.return"(%24#0, %24#1, %24#2) : (index, index, index) -> ()
      }, {
      }) : () -> ()
      "builtin.module"() ({
        "func.func"() <{function_type = () -> (), sym_name = "f_dispatch_0_elementwise_4_f32"}> ({
          %16 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
          %17 = "arith.constant"() <{value = 0 : index}> : () -> index
          %18 = "hal.interface.binding.subspan"(%17) <{alignment = 64 : index, binding = 0 : index, descriptor_flags = 3 : i32, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
          %19 = "hal.interface.binding.subspan"(%17) <{alignment = 64 : index, binding = 1 : index, descriptor_flags = 2 : i32, layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
          %20 = "iree_tensor_ext.dispatch.tensor.load"(%18) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
          %21 = "tensor.empty"() : () -> tensor<4xf32>
          %22 = "linalg.generic"(%20, %16, %21) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
          ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
            %23 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "linalg.yield"(%23) : (f32) -> ()
          }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
          "iree_tensor_ext.dispatch.tensor.store"(%22, %19) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
          "func.return"() : () -> ()
        }) : () -> ()
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "f"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "util.global.load"() <{global = @__constant_tensor_4xi32, is_immutable}> : () -> !stream.resource<constant>
    %6 = "hal.element_type"() <{type = f32}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %6, %7, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %8 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %10 = "stream.cmd.execute"(%8, %5, %9#0, %4, %2, %1, %9#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg1, %arg3, %4, %1, %0, %0, %4, %1) <{entry_points = [@f_dispatch_0::@embedded_elf_x86_64::@f_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.copy"(%arg2, %2, %0, %arg3, %1, %2, %4) : (!stream.resource<constant>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %11 = "stream.timepoint.await"(%9#0, %1, %10) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %12 = "stream.resource.subview"(%11, %1, %2, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %13 = "stream.resource.subview"(%11, %1, %0, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%12, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %15 = "stream.tensor.export"(%13, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%15, %14) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @f(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()