// An unknown flag in a #arith.fastmath attribute: reported where the flags start.
// MLIR-ERROR: expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a {fastmath = #arith.fastmath<nnan,quick>} : f32
  return
}
