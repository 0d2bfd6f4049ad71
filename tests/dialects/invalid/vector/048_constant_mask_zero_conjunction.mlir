// vector.constant_mask with one zero size among non-zero ones.
// MLIR-ERROR: 'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim
func.func @f() {
  %0 = vector.constant_mask [2, 0] : vector<4x4xi1>
  return
}
