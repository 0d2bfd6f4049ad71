// Less common float types: f8 variants, tf32 and f80/f128.
func.func @f() -> (f8E4M3FN, f8E5M2, tf32, f80, f128) {
  %a = arith.constant 1.0 : f8E4M3FN
  %b = arith.constant -2.0 : f8E5M2
  %c = arith.constant 0.5 : tf32
  %d = arith.constant 3.0 : f80
  %e = arith.constant 1.0e10 : f128
  return %a, %b, %c, %d, %e : f8E4M3FN, f8E5M2, tf32, f80, f128
}
