// vector.contract whose contracting dimensions differ in size.
// MLIR-ERROR: 'vector.contract' op invalid contracting dimension map
func.func @f(%a: vector<4xf32>, %b: vector<5xf32>, %c: f32) {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<5xf32> into f32
  return
}
