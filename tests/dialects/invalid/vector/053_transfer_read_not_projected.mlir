// vector.transfer_read with a permutation map result that is a sum of dims.
// MLIR-ERROR: 'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}
