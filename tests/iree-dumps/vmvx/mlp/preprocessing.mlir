"builtin.module"() ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = dense<5.000000e-01> : tensor<16x32xf32>, sym_name = "w1", sym_visibility = "private", type = tensor<16x32xf32>}> : () -> ()
  "util.global"() <{initial_value = dense<1.000000e-01> : tensor<32xf32>, sym_name = "b1", sym_visibility = "private", type = tensor<32xf32>}> : () -> ()
  "util.global"() <{initial_value = dense<2.500000e-01> : tensor<32x4xf32>, sym_name = "w2", sym_visibility = "private", type = tensor<32x4xf32>}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "mlp"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "hal.tensor.import"(%arg0) <{name = "input0", operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<8x16xf32>}> : (!hal.buffer_view) -> tensor<8x16xf32>
    %2 = "util.global.load"() <{global = @w1}> : () -> tensor<16x32xf32>
    %3 = "util.global.load"() <{global = @b1}> : () -> tensor<32xf32>
    %4 = "util.global.load"() <{global = @w2}> : () -> tensor<32x4xf32>
    %5 = "tensor.empty"() : () -> tensor<8x32xf32>
    %6 = "linalg.fill"(%0, %5) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      "linalg.yield"(%arg12) : (f32) -> ()
    }) : (f32, tensor<8x32xf32>) -> tensor<8x32xf32>
    %7 = "linalg.matmul"(%1, %2, %6) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %17 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %18 = "arith.addf"(%arg11, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = "linalg.generic"(%7, %3, %5) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %15 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "arith.maximumf"(%15, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) : (tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %9 = "tensor.empty"() : () -> tensor<8x4xf32>
    %10 = "linalg.fill"(%0, %9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (f32, tensor<8x4xf32>) -> tensor<8x4xf32>
    %11 = "linalg.matmul"(%8, %4, %10) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %13 = "arith.mulf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %14 = "arith.addf"(%arg3, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%14) : (f32) -> ()
    }) : (tensor<8x32xf32>, tensor<32x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %12 = "hal.tensor.export"(%11) <{name = "output0", source_encoding = tensor<8x4xf32>}> : (tensor<8x4xf32>) -> !hal.buffer_view
    "util.return"(%12) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @mlp(%input0: tensor<8x16xf32>) -> (%output0: tensor<8x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()