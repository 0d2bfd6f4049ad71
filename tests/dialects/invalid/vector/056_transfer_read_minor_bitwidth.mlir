// vector.transfer_read from a memref of vectors whose width does not divide the result's.
// MLIR-ERROR: 'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source
func.func @f(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>) {
  %0 = vector.transfer_read %m[%i], %p : memref<?xvector<4xf32>>, vector<2x3xf32>
  return
}
