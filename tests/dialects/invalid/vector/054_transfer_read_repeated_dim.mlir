// vector.transfer_read with a permutation map using one dim twice.
// MLIR-ERROR: 'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}
