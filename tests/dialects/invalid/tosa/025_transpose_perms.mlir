// transpose with a repeated permutation index.
// MLIR-ERROR: 'tosa.transpose' op expected valid permutation indices
func.func @f(%a: tensor<13x21x3xf32>) {
  %0 = tosa.transpose %a {perms = array<i32: 0, 0, 1>} : (tensor<13x21x3xf32>) -> tensor<13x13x21xf32>
  return
}
