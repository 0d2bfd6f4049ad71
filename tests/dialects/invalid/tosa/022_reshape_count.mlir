// reshape to a different number of elements.
// MLIR-ERROR: 'tosa.reshape' op cannot reshape 819 elements into 800
func.func @f(%a: tensor<13x21x3xf32>) {
  %s = tosa.const_shape {values = dense<[1, 800]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s : (tensor<13x21x3xf32>, !tosa.shape<2>) -> tensor<1x800xf32>
  return
}
