// cf.switch with a scalar case_values in its attribute dictionary: not integer elements.
// MLIR-ERROR: custom op 'cf.switch' 'cf.switch' op attribute 'case_values' failed to satisfy constraint: integer elements attribute
func.func @f(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1
  ] {case_values = 1 : i32}
^bb1:
  return
}
