// slice_shape reading past the end of its input shape.
// MLIR-ERROR: 'tosa.slice_shape' op expected start + size to be less than or equal to input shape rank (2), got 3
func.func @f() {
  %a = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %n = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.slice_shape %a, %s, %n : (!tosa.shape<2>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return
}
