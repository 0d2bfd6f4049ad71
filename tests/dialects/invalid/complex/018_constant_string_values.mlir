// complex.constant of strings.
// MLIR-ERROR: 'complex.constant' op requires attribute's elements to be float or integer attributes
func.func @f() {
  %0 = complex.constant ["a", "b"] : complex<f32>
  return
}
