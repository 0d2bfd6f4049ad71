// scf.parallel with a discardable attribute and a location.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  } {test.mapped} loc("par.mlir":7:3)
  return
}
