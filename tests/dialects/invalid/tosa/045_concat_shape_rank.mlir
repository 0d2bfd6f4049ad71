// concat_shape whose result rank is not the sum of its operands'.
// MLIR-ERROR: 'tosa.concat_shape' op requires output shape rank to be equal to the sum of the input shape ranks (3), got 4
func.func @f() {
  %a = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[4]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.concat_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<4>
  return
}
