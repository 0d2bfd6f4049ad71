// complex.eq of two different complex types.
// MLIR-ERROR: 'complex.eq' op failed to verify that all of {lhs, rhs} have same type
func.func @f(%x: complex<f32>, %y: complex<f64>) {
  %0 = "complex.eq"(%x, %y) : (complex<f32>, complex<f64>) -> i1
  return
}
