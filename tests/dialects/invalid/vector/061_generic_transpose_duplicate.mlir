// vector.transpose in generic form with a repeated position.
// MLIR-ERROR: 'vector.transpose' op duplicate position index: 0
func.func @f(%a: vector<4x4xf32>) {
  %1 = "vector.transpose"(%a) <{permutation = array<i64: 0, 0>}> : (vector<4x4xf32>) -> vector<4x4xf32>
  return
}
