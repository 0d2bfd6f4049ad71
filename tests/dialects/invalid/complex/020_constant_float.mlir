// complex.constant of a float: the value must be an array.
// MLIR-ERROR: floating point value not valid for specified type
func.func @f() {
  %0 = complex.constant 1.0 : complex<f32>
  return
}
