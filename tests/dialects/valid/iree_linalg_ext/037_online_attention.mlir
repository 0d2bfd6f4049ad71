// iree_linalg_ext.online_attention with its running max and sum.
#q = affine_map<(m, k1, k2, n) -> (m, k1)>
#k = affine_map<(m, k1, k2, n) -> (k2, k1)>
#v = affine_map<(m, k1, k2, n) -> (k2, n)>
#s = affine_map<(m, k1, k2, n) -> ()>
#o = affine_map<(m, k1, k2, n) -> (m, n)>
#r = affine_map<(m, k1, k2, n) -> (m)>
func.func @f(%q: tensor<16x32xf32>, %k: tensor<64x32xf32>, %v: tensor<64x8xf32>, %out: tensor<16x8xf32>, %max: tensor<16xf32>, %sum: tensor<16xf32>, %scale: f32) -> (tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>) {
  %0:3 = iree_linalg_ext.online_attention <indexing_maps = [#q, #k, #v, #s, #o, #r, #r]> ins(%q, %k, %v, %scale : tensor<16x32xf32>, tensor<64x32xf32>, tensor<64x8xf32>, f32) outs(%out, %max, %sum : tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>
  return %0#0, %0#1, %0#2 : tensor<16x8xf32>, tensor<16xf32>, tensor<16xf32>
}
