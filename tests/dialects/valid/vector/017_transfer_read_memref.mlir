// vector.transfer_read from a memref: the default minor identity, a permutation, a broadcast, in_bounds.
func.func @f(%m: memref<?x?x?xf32>, %i: index, %pad: f32) -> vector<4x8xf32> {
  %0 = vector.transfer_read %m[%i, %i, %i], %pad : memref<?x?x?xf32>, vector<4x8xf32>
  %1 = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : memref<?x?x?xf32>, vector<8x4xf32>
  %2 = vector.transfer_read %m[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?x?xf32>, vector<4x8xf32>
  %3 = vector.transfer_read %m[%i, %i, %i], %pad {in_bounds = [false, false]} : memref<?x?x?xf32>, vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
