// Newton iteration for a square root with an f64 tolerance and math.absf.
func.func @newton_sqrt(%x: f64) -> f64 {
  %half = arith.constant 0.5 : f64
  %eps = arith.constant 1.0e-12 : f64
  %r = scf.while (%g = %x) : (f64) -> f64 {
    %q = arith.divf %x, %g : f64
    %s = arith.addf %g, %q : f64
    %n = arith.mulf %s, %half : f64
    %d = arith.subf %n, %g : f64
    %ad = math.absf %d : f64
    %go = arith.cmpf ogt, %ad, %eps : f64
    scf.condition(%go) %n : f64
  } do {
  ^bb0(%g2: f64):
    scf.yield %g2 : f64
  }
  return %r : f64
}
