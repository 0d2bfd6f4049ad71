// attention: the output agrees with the inputs.
// MLIR-ERROR: Shape Mismatch for Output at position 1. Expected: 4 Got: 5
func.func @f(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x4xf32>, %o: tensor<4x5xf32>, %scale: f32) -> (tensor<4x5xf32>) {
  %0 = iree_linalg_ext.attention <indexing_maps = [affine_map<(m, k1, k2, n) -> (m, k1)>, affine_map<(m, k1, k2, n) -> (k2, k1)>, affine_map<(m, k1, k2, n) -> (k2, n)>, affine_map<(m, k1, k2, n) -> ()>, affine_map<(m, k1, k2, n) -> (m, n)>]> ins(%q, %k, %v, %scale : tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x4xf32>, f32) outs(%o : tensor<4x5xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
