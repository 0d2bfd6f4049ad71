// vector.transfer_read with fewer indices than the source's rank.
// MLIR-ERROR: 'vector.transfer_read' op requires 2 indices
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
  return
}
