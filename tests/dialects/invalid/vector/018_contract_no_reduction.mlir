// vector.contract without a contracting dimension.
// MLIR-ERROR: 'vector.contract' op expected at least one contracting dimension pair
#m = affine_map<(i, j) -> (i, j)>
func.func @f(%a: vector<2x3xf32>, %acc: vector<2x3xf32>) {
  %0 = vector.contract {indexing_maps = [#m, #m, #m], iterator_types = ["parallel", "parallel"]} %a, %a, %acc : vector<2x3xf32>, vector<2x3xf32> into vector<2x3xf32>
  return
}
