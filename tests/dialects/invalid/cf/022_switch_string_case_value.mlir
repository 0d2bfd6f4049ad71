// cf.switch with a string for a case value.
// MLIR-ERROR: custom op 'cf.switch' expected integer value
func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    "hello": ^bb1
  ]
^bb1:
  return
}
