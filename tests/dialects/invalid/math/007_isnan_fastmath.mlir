// math.isnan does not take fastmath flags.
// MLIR-ERROR: expected ':'
func.func @f(%a: f32) {
  %0 = math.isnan %a fastmath<fast> : f32
  return
}
