"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, f32) -> tensor<4x8xf32>, sym_name = "add_scale"}> ({
  ^bb0(%arg6: tensor<4x8xf32>, %arg7: tensor<4x8xf32>, %arg8: f32):
    %6 = "tensor.empty"() : () -> tensor<4x8xf32>
    %7 = "linalg.generic"(%arg6, %arg7, %6) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %8 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %9 = "arith.mulf"(%8, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%9) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "util.return"(%7) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<?xf32>) -> tensor<f32>, sym_name = "dynamic_sum"}> ({
  ^bb0(%arg1: tensor<?xf32>):
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "tensor.empty"() : () -> tensor<f32>
    %3 = "linalg.fill"(%1, %2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (f32, tensor<f32>) -> tensor<f32>
    %4 = "linalg.reduce"(%arg1, %3) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %5 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%5) : (f32) -> ()
    }) : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
    "util.return"(%4) : (tensor<f32>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<8x8xi32>) -> tensor<2x4xi32>, sym_name = "slice"}> ({
  ^bb0(%arg0: tensor<8x8xi32>):
    %0 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 2>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xi32>) -> tensor<2x4xi32>
    "util.return"(%0) : (tensor<2x4xi32>) -> ()
  }) : () -> ()
}) : () -> ()