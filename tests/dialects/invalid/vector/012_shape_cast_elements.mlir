// vector.shape_cast changing the number of elements.
// MLIR-ERROR: 'vector.shape_cast' op has different number of elements at source (32) and result (16)
func.func @f(%v: vector<4x8xf32>) {
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<16xf32>
  return
}
