// online_attention with a mask and dynamic shapes.
#q = affine_map<(m, k1, k2, n) -> (m, k1)>
#k = affine_map<(m, k1, k2, n) -> (k2, k1)>
#v = affine_map<(m, k1, k2, n) -> (k2, n)>
#s = affine_map<(m, k1, k2, n) -> ()>
#mk = affine_map<(m, k1, k2, n) -> (m, k2)>
#o = affine_map<(m, k1, k2, n) -> (m, n)>
#r = affine_map<(m, k1, k2, n) -> (m)>
func.func @f(%q: tensor<?x?xf16>, %k: tensor<?x?xf16>, %v: tensor<?x?xf16>, %mask: tensor<?x?xf16>, %out: tensor<?x?xf32>, %max: tensor<?xf32>, %sum: tensor<?xf32>, %scale: f16) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0:3 = iree_linalg_ext.online_attention <indexing_maps = [#q, #k, #v, #s, #mk, #o, #r, #r]> ins(%q, %k, %v, %scale, %mask : tensor<?x?xf16>, tensor<?x?xf16>, tensor<?x?xf16>, f16, tensor<?x?xf16>) outs(%out, %max, %sum : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
  return %0#0, %0#1, %0#2 : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
}
