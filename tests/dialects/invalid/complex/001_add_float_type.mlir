// complex.add's type must be a complex type.
// MLIR-ERROR: custom op 'complex.add' invalid kind of type specified: expected builtin.complex, but found 'f32'
func.func @f(%a: f32) {
  %0 = complex.add %a, %a : f32
  return
}
