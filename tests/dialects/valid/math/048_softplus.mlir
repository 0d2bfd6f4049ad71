// A small numeric kernel: softplus(x) = log1p(exp(x)) with a stable branch.
func.func @softplus(%x: f64) -> f64 {
  %c20 = arith.constant 20.0 : f64
  %big = arith.cmpf ogt, %x, %c20 : f64
  %e = math.exp %x fastmath<afn> : f64
  %l = math.log1p %e : f64
  %r = arith.select %big, %x, %l : f64
  return %r : f64
}
