// vector.contract: a matrix multiply, its kind left to the default (add).
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @f(%x: vector<4x8xf32>, %y: vector<8x2xf32>, %acc: vector<4x2xf32>) -> vector<4x2xf32> {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %acc : vector<4x8xf32>, vector<8x2xf32> into vector<4x2xf32>
  return %0 : vector<4x2xf32>
}
