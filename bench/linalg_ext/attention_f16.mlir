// iree_linalg_ext.attention, 1 batch x 8 heads, 512 queries and keys of
// 64, f16 throughout.
#q = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (b, h, k2, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (b, h, k2, n)>
#s = affine_map<(b, h, m, n, k1, k2) -> ()>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, n)>
func.func @attention_f16(%q: tensor<1x8x512x64xf16>, %k: tensor<1x8x512x64xf16>, %v: tensor<1x8x512x64xf16>) -> tensor<1x8x512x64xf16> {
  %scale = arith.constant 0.125 : f16
  %e = tensor.empty() : tensor<1x8x512x64xf16>
  %0 = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #s, #o]> ins(%q, %k, %v, %scale : tensor<1x8x512x64xf16>, tensor<1x8x512x64xf16>, tensor<1x8x512x64xf16>, f16) outs(%e : tensor<1x8x512x64xf16>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<1x8x512x64xf16>
  return %0 : tensor<1x8x512x64xf16>
}
