// scf.parallel with a constant zero step.
// MLIR-ERROR: 'scf.parallel' op constant step operand must be positive
func.func @f(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%a) to (%b) step (%c0) {
  }
  return
}
