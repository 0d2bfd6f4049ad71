// attention in generic form.
func.func @f(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x4xf32>, %out: tensor<4x4xf32>, %scale: f32) -> tensor<4x4xf32> {
  %0 = "iree_linalg_ext.attention"(%q, %k, %v, %scale, %out) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>]}> ({
  ^bb0(%score: f32):
    "iree_linalg_ext.yield"(%score) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<6x8xf32>, tensor<6x4xf32>, f32, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
