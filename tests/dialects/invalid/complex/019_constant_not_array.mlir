// complex.constant of a dense attribute: the value must be an array.
// MLIR-ERROR: elements literal must be a shaped type
func.func @f() {
  %0 = complex.constant dense<1.0> : tensor<2xf32> : complex<f32>
  return
}
