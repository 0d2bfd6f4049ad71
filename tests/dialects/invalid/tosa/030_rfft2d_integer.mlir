// rfft2d on integers: its results must be floating point.
// MLIR-ERROR: 'tosa.rfft2d' op requires a floating point type
func.func @f(%a: tensor<1x4x8xi8>) {
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xi8>) -> (tensor<1x4x5xi8>, tensor<1x4x5xi8>)
  return
}
