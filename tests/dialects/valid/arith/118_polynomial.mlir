// Evaluate 3x^2 - 2x + 1 on f64 with a chain of float ops.
func.func @poly(%x: f64) -> f64 {
  %c3 = arith.constant 3.0 : f64
  %c2 = arith.constant 2.0 : f64
  %c1 = arith.constant 1.0 : f64
  %x2 = arith.mulf %x, %x : f64
  %a = arith.mulf %c3, %x2 : f64
  %b = arith.mulf %c2, %x : f64
  %d = arith.subf %a, %b : f64
  %r = arith.addf %d, %c1 : f64
  return %r : f64
}
