// cf.switch without a default destination.
// MLIR-ERROR: custom op 'cf.switch' expected 'default'
func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    0: ^a
  ]
^a:
  return
}
