// online_attention: the running sum agrees with the query.
// MLIR-ERROR: Shape Mismatch for Sum. Expected: 4 Got: 5
func.func @f(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x4xf32>, %o: tensor<4x4xf32>, %mx: tensor<4xf32>, %sm: tensor<5xf32>, %scale: f32) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<5xf32>) {
  %0:3 = iree_linalg_ext.online_attention <indexing_maps = [affine_map<(m, k1, k2, n) -> (m, k1)>, affine_map<(m, k1, k2, n) -> (k2, k1)>, affine_map<(m, k1, k2, n) -> (k2, n)>, affine_map<(m, k1, k2, n) -> ()>, affine_map<(m, k1, k2, n) -> (m, n)>, affine_map<(m, k1, k2, n) -> (m)>, affine_map<(m, k1, k2, n) -> (m)>]> ins(%q, %k, %v, %scale : tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x4xf32>, f32) outs(%o, %mx, %sm : tensor<4x4xf32>, tensor<4xf32>, tensor<5xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<4x4xf32>, tensor<4xf32>, tensor<5xf32>
  return %0#0, %0#1, %0#2 : tensor<4x4xf32>, tensor<4xf32>, tensor<5xf32>
}
