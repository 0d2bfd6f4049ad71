// vector.extract at a position past the dimension.
// MLIR-ERROR: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)
func.func @f(%v: vector<4x8xf32>) {
  %0 = vector.extract %v[4] : vector<8xf32> from vector<4x8xf32>
  return
}
