// tile with a multiples shape of another rank.
// MLIR-ERROR: 'tosa.tile' op expect 'multiples' to have rank 3 but got 2.
func.func @f(%a: tensor<13x21x3xf32>) {
  %m = tosa.const_shape {values = dense<[3, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<13x21x3xf32>, !tosa.shape<2>) -> tensor<39x21x3xf32>
  return
}
