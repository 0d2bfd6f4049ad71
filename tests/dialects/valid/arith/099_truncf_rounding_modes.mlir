// arith.truncf with each rounding mode, alone and with fastmath flags.
func.func @f(%x: f32) -> f16 {
  %0 = arith.truncf %x to_nearest_even : f32 to f16
  %1 = arith.truncf %x downward : f32 to f16
  %2 = arith.truncf %x upward : f32 to f16
  %3 = arith.truncf %x toward_zero : f32 to f16
  %4 = arith.truncf %x to_nearest_away : f32 to f16
  %5 = arith.truncf %x to_nearest_even fastmath<fast> : f32 to bf16
  return %0 : f16
}
