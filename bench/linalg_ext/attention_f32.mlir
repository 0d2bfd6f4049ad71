// iree_linalg_ext.attention, 1 batch x 8 heads, 512 queries and keys of
// 64, f32 throughout.
#q = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (b, h, k2, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (b, h, k2, n)>
#s = affine_map<(b, h, m, n, k1, k2) -> ()>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, n)>
func.func @attention_f32(%q: tensor<1x8x512x64xf32>, %k: tensor<1x8x512x64xf32>, %v: tensor<1x8x512x64xf32>) -> tensor<1x8x512x64xf32> {
  %scale = arith.constant 0.125 : f32
  %e = tensor.empty() : tensor<1x8x512x64xf32>
  %0 = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #s, #o]> ins(%q, %k, %v, %scale : tensor<1x8x512x64xf32>, tensor<1x8x512x64xf32>, tensor<1x8x512x64xf32>, f32) outs(%e : tensor<1x8x512x64xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<1x8x512x64xf32>
  return %0 : tensor<1x8x512x64xf32>
}
