// vector.insert at a position past the destination dimension.
// MLIR-ERROR: 'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension
func.func @f(%s: f32, %v: vector<4xf32>) {
  %0 = vector.insert %s, %v [7] : f32 into vector<4xf32>
  return
}
