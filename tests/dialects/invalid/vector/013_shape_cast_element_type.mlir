// vector.shape_cast changing the element type.
// MLIR-ERROR: 'vector.shape_cast' op has different source and result element types
func.func @f(%v: vector<4xf32>) {
  %0 = vector.shape_cast %v : vector<4xf32> to vector<4xi32>
  return
}
