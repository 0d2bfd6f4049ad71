// complex.constant with one value.
// MLIR-ERROR: 'complex.constant' op requires 'value' to be a complex constant, represented as array of two values
func.func @f() {
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}
