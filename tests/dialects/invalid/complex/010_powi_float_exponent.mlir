// complex.powi's exponent type must be an integer.
// MLIR-ERROR: custom op 'complex.powi' invalid kind of type specified: expected builtin.integer, but found 'f32'
func.func @f(%x: complex<f32>, %n: f32) {
  %0 = complex.powi %x, %n : complex<f32>, f32
  return
}
