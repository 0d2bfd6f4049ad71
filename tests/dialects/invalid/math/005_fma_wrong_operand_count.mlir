// math.fma with two operands.
// MLIR-ERROR: expected ','
func.func @f(%a: f32) {
  %0 = math.fma %a, %a : f32
  return
}
