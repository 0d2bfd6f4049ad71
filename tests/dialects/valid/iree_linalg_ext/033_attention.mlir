// iree_linalg_ext.attention with a batch dimension and a scale.
#q = affine_map<(b, m, k1, k2, n) -> (b, m, k1)>
#k = affine_map<(b, m, k1, k2, n) -> (b, k2, k1)>
#v = affine_map<(b, m, k1, k2, n) -> (b, k2, n)>
#s = affine_map<(b, m, k1, k2, n) -> ()>
#o = affine_map<(b, m, k1, k2, n) -> (b, m, n)>
func.func @f(%q: tensor<2x16x32xf16>, %k: tensor<2x64x32xf16>, %v: tensor<2x64x8xf16>, %out: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  %scale = arith.constant 0.125 : f16
  %0 = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #s, #o]> ins(%q, %k, %v, %scale : tensor<2x16x32xf16>, tensor<2x64x32xf16>, tensor<2x64x8xf16>, f16) outs(%out : tensor<2x16x8xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
