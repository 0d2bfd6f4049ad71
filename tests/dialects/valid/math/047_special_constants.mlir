// math ops applied to special float constants (infinity, NaN, negative zero).
func.func @f() -> (f32, i1, i1) {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %0 = math.sqrt %inf : f32
  %1 = math.isnan %nan : f32
  %2 = math.isinf %inf : f32
  %3 = math.copysign %0, %nz : f32
  return %3, %1, %2 : f32, i1, i1
}
