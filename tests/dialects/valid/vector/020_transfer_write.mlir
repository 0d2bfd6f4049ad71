// vector.transfer_write to a memref (no result) and a tensor (a new tensor), masked and permuted.
func.func @f(%v: vector<4x8xf32>, %m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %mask: vector<4x8xi1>) -> tensor<?x?xf32> {
  vector.transfer_write %v, %m[%i, %i] : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true, true]} : vector<4x8xf32>, memref<?x?xf32>
  %0 = vector.transfer_write %v, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<?x?xf32>
  %1 = vector.transfer_write %v, %0[%i, %i], %mask : vector<4x8xf32>, tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
