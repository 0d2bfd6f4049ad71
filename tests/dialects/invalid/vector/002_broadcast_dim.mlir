// vector.broadcast where a trailing dimension neither matches nor is 1.
// MLIR-ERROR: 'vector.broadcast' op dimension mismatch (3 vs. 4)
func.func @f(%a: vector<3xf32>) {
  %0 = vector.broadcast %a : vector<3xf32> to vector<2x4xf32>
  return
}
