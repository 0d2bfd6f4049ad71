// scf.parallel with two lower bounds but one upper bound.
// MLIR-ERROR: custom op 'scf.parallel' expected 2 operands
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n) step (%c1, %c1) {
  }
  return
}
