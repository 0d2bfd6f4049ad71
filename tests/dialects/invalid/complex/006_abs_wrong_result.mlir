// complex.abs of a complex<f32> returns f32.
// MLIR-ERROR: 'complex.abs' op failed to verify that complex element type matches result type
func.func @f(%x: complex<f32>) {
  %0 = "complex.abs"(%x) : (complex<f32>) -> f64
  return
}
