// cf.switch with a case whose value is missing: an integer is expected at the ':'.
// MLIR-ERROR: custom op 'cf.switch' expected integer value
func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    : ^bb1
  ]
^bb1:
  return
}
