// complex.bitcast between two complex types.
// MLIR-ERROR: 'complex.bitcast' op requires that either input or output has a complex type
func.func @f(%x: complex<f32>) {
  %0 = complex.bitcast %x : complex<f32> to complex<f64>
  return
}
