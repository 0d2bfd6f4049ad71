// vector.transpose with a permutation of the wrong length.
// MLIR-ERROR: 'vector.transpose' op transposition length mismatch: 3
func.func @f(%v: vector<2x3xf32>) {
  %0 = vector.transpose %v, [1, 0, 2] : vector<2x3xf32> to vector<3x2xf32>
  return
}
