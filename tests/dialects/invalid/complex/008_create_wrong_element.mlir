// complex.create of f32 parts into a complex<f64>.
// MLIR-ERROR: 'complex.create' op failed to verify that complex element type matches real operand type
func.func @f(%a: f32) {
  %0 = "complex.create"(%a, %a) : (f32, f32) -> complex<f64>
  return
}
