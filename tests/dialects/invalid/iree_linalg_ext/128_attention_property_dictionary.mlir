// attention: the old dictionary form, with a property of the wrong kind.
// MLIR-ERROR: custom op 'iree_linalg_ext.attention' invalid properties {decomposition_config = [1], indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]}: Invalid attribute `decomposition_config` in property conversion: [1]
func.func @f(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x4xf32>, %o: tensor<4x4xf32>, %scale: f32) -> (tensor<4x4xf32>) {
  %0 = iree_linalg_ext.attention <{indexing_maps = [affine_map<(m, k1, k2, n) -> (m, k1)>, affine_map<(m, k1, k2, n) -> (k2, k1)>, affine_map<(m, k1, k2, n) -> (k2, n)>, affine_map<(m, k1, k2, n) -> ()>, affine_map<(m, k1, k2, n) -> (m, n)>], decomposition_config = [1]}> ins(%q, %k, %v, %scale : tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x4xf32>, f32) outs(%o : tensor<4x4xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
