// complex.add with operands of different complex types.
// MLIR-ERROR: 'complex.add' op requires the same type for all operands and results
func.func @f(%x: complex<f32>, %y: complex<f64>) {
  %0 = "complex.add"(%x, %y) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}
