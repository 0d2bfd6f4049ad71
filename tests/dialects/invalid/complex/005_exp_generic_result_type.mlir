// complex.exp returning another complex type.
// MLIR-ERROR: 'complex.exp' op requires the same type for all operands and results
func.func @f(%x: complex<f32>) {
  %0 = "complex.exp"(%x) : (complex<f32>) -> complex<f64>
  return
}
