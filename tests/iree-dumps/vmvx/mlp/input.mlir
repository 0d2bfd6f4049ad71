"builtin.module"() ({
  "util.global"() <{initial_value = dense<5.000000e-01> : tensor<16x32xf32>, sym_name = "w1", sym_visibility = "private", type = tensor<16x32xf32>}> : () -> ()
  "util.global"() <{initial_value = dense<1.000000e-01> : tensor<32xf32>, sym_name = "b1", sym_visibility = "private", type = tensor<32xf32>}> : () -> ()
  "util.global"() <{initial_value = dense<2.500000e-01> : tensor<32x4xf32>, sym_name = "w2", sym_visibility = "private", type = tensor<32x4xf32>}> : () -> ()
  "util.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x4xf32>, sym_name = "mlp"}> ({
  ^bb0(%arg0: tensor<8x16xf32>):
    %0 = "util.global.load"() <{global = @w1}> : () -> tensor<16x32xf32>
    %1 = "util.global.load"() <{global = @b1}> : () -> tensor<32xf32>
    %2 = "util.global.load"() <{global = @w2}> : () -> tensor<32x4xf32>
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "tensor.empty"() : () -> tensor<8x32xf32>
    %5 = "linalg.fill"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      "linalg.yield"(%arg12) : (f32) -> ()
    }) : (f32, tensor<8x32xf32>) -> tensor<8x32xf32>
    %6 = "linalg.matmul"(%arg0, %0, %5) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %15 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "arith.addf"(%arg11, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %7 = "linalg.generic"(%6, %1, %4) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %13 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %14 = "arith.maximumf"(%13, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%14) : (f32) -> ()
    }) : (tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = "tensor.empty"() : () -> tensor<8x4xf32>
    %9 = "linalg.fill"(%3, %8) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (f32, tensor<8x4xf32>) -> tensor<8x4xf32>
    %10 = "linalg.matmul"(%7, %2, %9) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %11 = "arith.mulf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %12 = "arith.addf"(%arg3, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) : (tensor<8x32xf32>, tensor<32x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    "util.return"(%10) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()