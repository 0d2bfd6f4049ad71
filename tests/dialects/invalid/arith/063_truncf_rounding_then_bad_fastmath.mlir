// arith.truncf with a rounding mode and an unknown fastmath flag.
// MLIR-ERROR: custom op 'arith.truncf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%a: f64) {
  %0 = arith.truncf %a to_nearest_even fastmath<reassoc,bogus> : f64 to f32
  return
}
