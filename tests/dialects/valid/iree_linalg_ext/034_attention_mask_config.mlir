// attention with a mask, a decomposition config, dynamic shapes and a score modifier.
#q = affine_map<(m, k1, k2, n) -> (m, k1)>
#k = affine_map<(m, k1, k2, n) -> (k2, k1)>
#v = affine_map<(m, k1, k2, n) -> (k2, n)>
#s = affine_map<(m, k1, k2, n) -> ()>
#mk = affine_map<(m, k1, k2, n) -> (m, k2)>
#o = affine_map<(m, k1, k2, n) -> (m, n)>
func.func @f(%q: tensor<?x32xf32>, %k: tensor<?x32xf32>, %v: tensor<?x16xf32>, %mask: tensor<?x?xi1>, %out: tensor<?x16xf32>, %scale: f32) -> tensor<?x16xf32> {
  %0 = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #s, #mk, #o], decomposition_config = {qk_attrs = {x = 1}}> {tag = "t"} ins(%q, %k, %v, %scale, %mask : tensor<?x32xf32>, tensor<?x32xf32>, tensor<?x16xf32>, f32, tensor<?x?xi1>) outs(%out : tensor<?x16xf32>) {
  ^bb0(%score: f32):
    %i = iree_linalg_ext.index 2 : index
    %two = arith.constant 2.0 : f32
    %d = arith.mulf %score, %two : f32
    iree_linalg_ext.yield %d : f32
  } -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}
