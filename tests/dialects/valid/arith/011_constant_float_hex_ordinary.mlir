// Hexadecimal float bit patterns of ordinary values are printed as decimals.
func.func @f() -> (f32, f64, f16) {
  %one = arith.constant 0x3F800000 : f32
  %half = arith.constant 0x3FE0000000000000 : f64
  %two = arith.constant 0x4000 : f16
  return %one, %half, %two : f32, f64, f16
}
