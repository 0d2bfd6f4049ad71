// complex.constant of type f32.
// MLIR-ERROR: custom op 'complex.constant' invalid kind of type specified: expected builtin.complex, but found 'f32'
func.func @f() {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return
}
