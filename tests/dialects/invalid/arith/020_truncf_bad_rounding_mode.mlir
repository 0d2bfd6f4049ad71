// arith.truncf with an unknown rounding mode.
// MLIR-ERROR: expected ':'
func.func @f(%a: f32) {
  %0 = arith.truncf %a to_nearest_odd : f32 to f16
  return
}
