// arith.addf with a space before an unknown fastmath flag.
// MLIR-ERROR: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath< bad> : f32
  return %0 : f32
}
