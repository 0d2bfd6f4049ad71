// vector.constant_mask with a size past the dimension.
// MLIR-ERROR: 'vector.constant_mask' op array attr of size out of bounds of vector result dimension size
func.func @f() {
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}
