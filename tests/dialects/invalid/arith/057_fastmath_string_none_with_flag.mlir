// `none` in a string of several flags (only a string of `none` alone reads as none).
// MLIR-ERROR: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<"none,nnan"> : f32
  return
}
