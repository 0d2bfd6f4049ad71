// vector.contract without iterator_types.
// MLIR-ERROR: custom op 'vector.contract' expected "iterator_types" array attribute
func.func @f(%x: vector<4xf32>, %acc: f32) {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>]} %x, %x, %acc : vector<4xf32>, vector<4xf32> into f32
  return
}
