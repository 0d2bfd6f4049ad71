// vector.from_elements with fewer elements than the vector holds.
// MLIR-ERROR: custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 3 types
func.func @f(%a: f32) {
  %0 = vector.from_elements %a, %a : vector<3xf32>
  return
}
