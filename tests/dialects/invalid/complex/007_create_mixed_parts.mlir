// complex.create with parts of different types.
// MLIR-ERROR: 'complex.create' op failed to verify that all of {real, imaginary} have same type
func.func @f(%a: f32, %b: f64) {
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}
