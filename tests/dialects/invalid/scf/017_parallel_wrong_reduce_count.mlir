// scf.parallel with one init value but no scf.reduce operand.
// MLIR-ERROR: 'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0
func.func @f(%n: index, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> f32 {
    scf.reduce
  }
  return
}
