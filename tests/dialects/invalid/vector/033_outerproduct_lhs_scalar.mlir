// vector.outerproduct with a scalar left-hand side.
// MLIR-ERROR: custom op 'vector.outerproduct' expected vector type for operand #1
func.func @f(%a: f32, %b: vector<8xf32>) {
  %0 = vector.outerproduct %a, %b : f32, vector<8xf32>
  return
}
