// complex.re of a float.
// MLIR-ERROR: custom op 'complex.re' invalid kind of type specified: expected builtin.complex, but found 'f32'
func.func @f(%a: f32) {
  %0 = complex.re %a : f32
  return
}
