// math.sqrt with fastmath flags over two lines, the unknown one on the second.
// MLIR-ERROR: custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%a: f32) {
  %0 = math.sqrt %a fastmath<afn,
    ninf, slow> : f32
  return
}
