// Infinities, NaN and negative zero written as hexadecimal bit patterns and decimals.
func.func @f() -> (f32, f32, f32, f64, f16, bf16, f64, f32) {
  %pinf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %dnan = arith.constant 0x7FF8000000000000 : f64
  %hinf = arith.constant 0x7C00 : f16
  %binf = arith.constant 0x7F80 : bf16
  %nzero = arith.constant -0.0 : f64
  %snan = arith.constant 0x7F800001 : f32
  return %pinf, %ninf, %nan, %dnan, %hinf, %binf, %nzero, %snan : f32, f32, f32, f64, f16, bf16, f64, f32
}
