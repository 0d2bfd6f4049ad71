"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, f32) -> !hal.buffer_view, sym_name = "add_scale"}> ({
  ^bb0(%arg6: !hal.buffer_view, %arg7: !hal.buffer_view, %arg8: f32):
    %11 = "hal.tensor.import"(%arg6) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x8xf32>}> : (!hal.buffer_view) -> tensor<4x8xf32>
    %12 = "hal.tensor.import"(%arg7) <{name = "input1", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<4x8xf32>}> : (!hal.buffer_view) -> tensor<4x8xf32>
    %13 = "tensor.empty"() : () -> tensor<4x8xf32>
    %14 = "linalg.generic"(%11, %12, %13) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %16 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %17 = "arith.mulf"(%16, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%17) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %15 = "hal.tensor.export"(%14) <{name = "output0", source_encoding = tensor<4x8xf32>}> : (tensor<4x8xf32>) -> !hal.buffer_view
    "util.return"(%15) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_scale(%input0: tensor<4x8xf32>, %input1: tensor<4x8xf32>, %input2: f32) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "dynamic_sum"}> ({
  ^bb0(%arg1: !hal.buffer_view):
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "hal.buffer_view.dim"(%arg1) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %5 = "hal.tensor.import"(%arg1, %4) <{name = "input0", operandSegmentSizes = array<i32: 1, 1, 0, 0>, target_encoding = tensor<?xf32>}> : (!hal.buffer_view, index) -> tensor<?xf32>
    %6 = "tensor.empty"() : () -> tensor<f32>
    %7 = "linalg.fill"(%3, %6) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %8 = "linalg.reduce"(%5, %7) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %10 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
    %9 = "hal.tensor.export"(%8) <{name = "output0", source_encoding = tensor<f32>}> : (tensor<f32>) -> !hal.buffer_view
    "util.return"(%9) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dynamic_sum(%input0: tensor<?xf32>) -> (%output0: tensor<f32>)"}} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "slice"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<8x8xi32>}> : (!hal.buffer_view) -> tensor<8x8xi32>
    %1 = "tensor.extract_slice"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xi32>) -> tensor<2x4xi32>
    %2 = "hal.tensor.export"(%1) <{name = "output0", source_encoding = tensor<2x4xi32>}> : (tensor<2x4xi32>) -> !hal.buffer_view
    "util.return"(%2) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @slice(%input0: tensor<8x8xi32>) -> (%output0: tensor<2x4xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()