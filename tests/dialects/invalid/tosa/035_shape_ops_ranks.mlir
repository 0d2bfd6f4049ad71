// A shape op on shapes of different ranks.
// MLIR-ERROR: 'tosa.add_shape' op operands don't have matching ranks
func.func @f() {
  %a = tosa.const_shape {values = dense<[4, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<2>
  return
}
