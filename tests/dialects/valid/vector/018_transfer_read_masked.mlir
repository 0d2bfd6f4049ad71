// vector.transfer_read from a tensor with a mask, whose type follows the permutation map.
func.func @f(%t: tensor<?x?xf32>, %i: index, %pad: f32, %m1: vector<8xi1>, %m2: vector<4x8xi1>) -> vector<8x4xf32> {
  %0 = vector.transfer_read %t[%i, %i], %pad, %m1 : tensor<?x?xf32>, vector<8xf32>
  %1 = vector.transfer_read %t[%i, %i], %pad, %m2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<?x?xf32>, vector<8x4xf32>
  return %1 : vector<8x4xf32>
}
