// attention: indexing_maps holds affine maps.
// MLIR-ERROR: 'iree_linalg_ext.attention' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute
func.func @f(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x4xf32>, %o: tensor<4x4xf32>, %scale: f32) -> (tensor<4x4xf32>) {
  %0 = iree_linalg_ext.attention <indexing_maps = [1, 2, 3, 4, 5]> ins(%q, %k, %v, %scale : tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x4xf32>, f32) outs(%o : tensor<4x4xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
