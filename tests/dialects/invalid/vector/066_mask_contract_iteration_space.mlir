// vector.mask around a contraction needs a mask over its whole iteration space.
// MLIR-ERROR: 'vector.mask' op expects a 'vector<4x8x2xi1>' mask for the maskable operation
func.func @f(%m: vector<4x8xi1>, %a: vector<4x2xf32>, %b: vector<2x8xf32>, %c: vector<4x8xf32>) {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x2xf32>, vector<2x8xf32> into vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  return
}
