// vector.broadcast to a vector of lower rank than its source.
// MLIR-ERROR: 'vector.broadcast' op source rank higher than destination rank
func.func @f(%a: vector<2x4xf32>) {
  %0 = vector.broadcast %a : vector<2x4xf32> to vector<4xf32>
  return
}
