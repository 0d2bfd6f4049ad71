// cf.switch on a float flag.
// MLIR-ERROR: custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'
func.func @f(%flag: f32) {
  cf.switch %flag : f32, [
    default: ^a
  ]
^a:
  return
}
