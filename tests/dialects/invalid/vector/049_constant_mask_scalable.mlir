// vector.constant_mask of a scalable dimension neither none nor all set.
// MLIR-ERROR: 'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions
func.func @f() {
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}
