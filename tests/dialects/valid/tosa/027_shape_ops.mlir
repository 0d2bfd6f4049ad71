// The shape ops on !tosa.shape values.
func.func @f(%t: tensor<2x3xf32>) {
  %a = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %1 = tosa.sub_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %2 = tosa.mul_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %3 = tosa.div_ceil_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %4 = tosa.div_floor_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %5 = tosa.mod_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %6 = tosa.max_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %7 = tosa.min_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %8 = tosa.exp2_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  %9 = tosa.log2_ceil_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  %10 = tosa.log2_floor_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  %11 = tosa.concat_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<4>
  %12 = tosa.dim %t {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %13 = tosa.slice_shape %11, %s, %s : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<1>
  return
}
