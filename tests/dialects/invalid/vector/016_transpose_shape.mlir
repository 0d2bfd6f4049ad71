// vector.transpose whose result shape does not follow the permutation.
// MLIR-ERROR: 'vector.transpose' op dimension size mismatch at: 1
func.func @f(%v: vector<2x3xf32>) {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<2x3xf32>
  return
}
