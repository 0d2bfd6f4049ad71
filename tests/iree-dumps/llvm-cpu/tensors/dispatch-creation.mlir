"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, f32) -> !hal.buffer_view, sym_name = "add_scale"}> ({
  ^bb0(%arg12: !hal.buffer_view, %arg13: !hal.buffer_view, %arg14: f32):
    %17 = "hal.tensor.import"(%arg12) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x8xf32>}> : (!hal.buffer_view) -> tensor<4x8xf32>
    %18 = "hal.tensor.import"(%arg13) <{name = "input1", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x8xf32>}> : (!hal.buffer_view) -> tensor<4x8xf32>
    %19 = "flow.tensor.reshape"(%17) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x8xf32>) -> tensor<32xf32>
    %20 = "flow.tensor.reshape"(%18) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x8xf32>) -> tensor<32xf32>
    %21 = "flow.dispatch.workgroups"(%arg14, %19, %20) <{operandSegmentSizes = array<i32: 0, 3, 0, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg15: f32, %arg16: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg17: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg18: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>):
      %25 = "iree_tensor_ext.dispatch.tensor.load"(%arg16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
      %26 = "iree_tensor_ext.dispatch.tensor.load"(%arg17) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
      %27 = "tensor.empty"() : () -> tensor<32xf32>
      %28 = "linalg.generic"(%25, %26, %27) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
        %29 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %30 = "arith.mulf"(%29, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%30) : (f32) -> ()
      }) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      "iree_tensor_ext.dispatch.tensor.store"(%28, %arg18) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (tensor<32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) -> ()
      "flow.return"() : () -> ()
    }, {
      %24:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%24#0, %24#1, %24#2) : (index, index, index) -> ()
    }) : (f32, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %22 = "flow.tensor.reshape"(%21) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<32xf32>) -> tensor<4x8xf32>
    %23 = "hal.tensor.export"(%22) <{name = "output0", source_encoding = tensor<4x8xf32>}> : (tensor<4x8xf32>) -> !hal.buffer_view
    "util.return"(%23) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_scale(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>, %input2: f32) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "dynamic_sum"}> ({
  ^bb0(%arg3: !hal.buffer_view):
    %5 = "hal.buffer_view.dim"(%arg3) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %6 = "hal.tensor.import"(%arg3, %5) <{name = "input0", operandSegmentSizes = array<i32: 1, 1, 0, 0>, target_encoding = tensor<?xf32>}> : (!hal.buffer_view, index) -> tensor<?xf32>
    %7 = "flow.dispatch.workgroups"(%5, %6, %5, %5) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg6: index, %arg7: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>):
      %10 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %11 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg6) <{ordinal = 0 : index}> : (index) -> index
      %12 = "iree_tensor_ext.dispatch.tensor.load"(%arg5, %11, %11) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
      %13 = "tensor.empty"() : () -> tensor<f32>
      %14 = "linalg.fill"(%10, %13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg10: f32, %arg11: f32):
        "linalg.yield"(%arg10) : (f32) -> ()
      }) : (f32, tensor<f32>) -> tensor<f32>
      %15 = "linalg.generic"(%12, %14) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %16 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%16) : (f32) -> ()
      }) : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
      "iree_tensor_ext.dispatch.tensor.store"(%15, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
      "flow.return"() : () -> ()
    }, {
    ^bb0(%arg4: index):
      %9:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg4) : (index) -> (index, index, index)
      "flow.return"(%9#0, %9#1, %9#2) : (index, index, index) -> ()
    }) : (index, tensor<?xf32>, index, index) -> tensor<f32>
    %8 = "hal.tensor.export"(%7) <{name = "output0", source_encoding = tensor<f32>}> : (tensor<f32>) -> !hal.buffer_view
    "util.return"(%8) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dynamic_sum(%input0: tensor<?xf32>) -> (%output0: tensor<f32>)"}} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "slice"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<8x8xi32>}> : (!hal.buffer_view) -> tensor<8x8xi32>
    %1 = "flow.dispatch.workgroups"(%0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xi32>>):
      %4 = "iree_tensor_ext.dispatch.tensor.load"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi32>>) -> tensor<2x4xi32>
      "iree_tensor_ext.dispatch.tensor.store"(%4, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xi32>>) -> ()
      "flow.return"() : () -> ()
    }, {
      %3:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "flow.return"(%3#0, %3#1, %3#2) : (index, index, index) -> ()
    }) : (tensor<8x8xi32>) -> tensor<2x4xi32>
    %2 = "hal.tensor.export"(%1) <{name = "output0", source_encoding = tensor<2x4xi32>}> : (tensor<2x4xi32>) -> !hal.buffer_view
    "util.return"(%2) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @slice(%input0: tensor<8x8xi32>) -> (%output0: tensor<2x4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()