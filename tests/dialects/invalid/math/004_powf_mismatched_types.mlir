// math.powf with operands of different float types (generic form).
// MLIR-ERROR: 'math.powf' op requires the same type for all operands and results
func.func @f(%a: f32, %b: f64) {
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}
