// vector.contract: a batched matrix-vector product with mixed element types.
#a = affine_map<(b, i, k) -> (b, i, k)>
#x = affine_map<(b, i, k) -> (b, k)>
#c = affine_map<(b, i, k) -> (b, i)>
func.func @f(%m: vector<2x4x8xf16>, %v: vector<2x8xf16>, %acc: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {iterator_types = ["parallel", "parallel", "reduction"], indexing_maps = [#a, #x, #c], kind = #vector.kind<add>} %m, %v, %acc : vector<2x4x8xf16>, vector<2x8xf16> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
