// vector.contract with an iterator type that does not exist.
// MLIR-ERROR: custom op 'vector.contract' unexpected iterator_type (window)
func.func @f(%x: vector<4xf32>, %acc: f32) {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["window"]} %x, %x, %acc : vector<4xf32>, vector<4xf32> into f32
  return
}
