// Two commas between overflow flags.
// MLIR-ERROR: custom op 'arith.addi' expected valid keyword or string
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<nsw,,nuw> : i32
  return
}
