// scf.for with discardable attributes and a location.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  } {test.unroll = 4 : i64, test.parallel} loc("loop.mlir":3:3)
  return
}
