// vector.transfer_read with a permutation map of fewer inputs than the source's rank.
// MLIR-ERROR: 'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}
