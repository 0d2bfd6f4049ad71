// complex.re with a fastmath flag that does not exist.
// MLIR-ERROR: custom op 'complex.re' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast
func.func @f(%x: complex<f32>) {
  %0 = complex.re %x fastmath<bogus> : complex<f32>
  return
}
