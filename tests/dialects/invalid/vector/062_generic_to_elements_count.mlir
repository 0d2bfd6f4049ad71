// vector.to_elements in generic form with too few results.
// MLIR-ERROR: 'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types
func.func @f(%a: vector<4xf32>) {
  %1:3 = "vector.to_elements"(%a) : (vector<4xf32>) -> (f32, f32, f32)
  return
}
