// Float constants that need many digits or exponents to round-trip.
func.func @f() -> (f32, f64, f32, f64, f32) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.1 : f64
  %c = arith.constant 1.0e+38 : f32
  %d = arith.constant 4.9406564584124654e-324 : f64
  %e = arith.constant 16777217.0 : f32
  return %a, %b, %c, %d, %e : f32, f64, f32, f64, f32
}
