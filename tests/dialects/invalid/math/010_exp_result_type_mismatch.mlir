// math.exp whose result type differs from its operand type (generic form).
// MLIR-ERROR: 'math.exp' op requires the same type for all operands and results
func.func @f(%a: f32) {
  %0 = "math.exp"(%a) : (f32) -> f64
  return
}
