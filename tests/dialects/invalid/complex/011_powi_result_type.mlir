// complex.powi's result has the base's type.
// MLIR-ERROR: 'complex.powi' op failed to verify that all of {lhs, result} have same type
func.func @f(%x: complex<f32>, %n: i32) {
  %0 = "complex.powi"(%x, %n) : (complex<f32>, i32) -> complex<f64>
  return
}
