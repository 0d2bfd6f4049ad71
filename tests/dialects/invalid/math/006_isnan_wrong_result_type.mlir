// math.isnan must return i1 (generic form).
// MLIR-ERROR: 'math.isnan' op result #0 must be bool-like, but got 'f32'
func.func @f(%a: f32) {
  %0 = "math.isnan"(%a) : (f32) -> f32
  return
}
