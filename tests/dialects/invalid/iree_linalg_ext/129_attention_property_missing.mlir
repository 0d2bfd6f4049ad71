// attention: indexing_maps is required.
// MLIR-ERROR: properties dictionary is missing required attribute: indexing_maps
func.func @f(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x4xf32>, %o: tensor<4x4xf32>, %scale: f32) -> (tensor<4x4xf32>) {
  %0 = iree_linalg_ext.attention <decomposition_config = {}> ins(%q, %k, %v, %scale : tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x4xf32>, f32) outs(%o : tensor<4x4xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
