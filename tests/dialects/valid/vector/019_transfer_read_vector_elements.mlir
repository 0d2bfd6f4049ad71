// vector.transfer_read from a memref of vectors, and from a 0-D memref.
func.func @f(%m: memref<?x?xvector<4xf32>>, %z: memref<f32>, %i: index, %pad: vector<4xf32>, %p: f32) -> vector<2x4xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<?x?xvector<4xf32>>, vector<2x4xf32>
  %1 = vector.transfer_read %z[], %p {permutation_map = affine_map<() -> (0)>} : memref<f32>, vector<1xf32>
  %2 = vector.transfer_read %z[], %p : memref<f32>, vector<f32>
  return %0 : vector<2x4xf32>
}
