// complex.constant whose values are not of the element type.
// MLIR-ERROR: 'complex.constant' op requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')
func.func @f() {
  %0 = complex.constant [1.0 : f64, 2.0 : f32] : complex<f32>
  return
}
