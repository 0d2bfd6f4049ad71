// rfft2d with a width that is not a power of two.
// MLIR-ERROR: 'tosa.rfft2d' op expected width to be a power of two, got 6
func.func @f(%a: tensor<1x4x6xf32>) {
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x6xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>)
  return
}
