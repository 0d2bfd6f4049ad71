// vector.contract with two indexing maps for three operands.
// MLIR-ERROR: 'vector.contract' op expected an indexing map for each vector operand
func.func @f(%a: vector<4xf32>, %c: f32) {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["reduction"]} %a, %a, %c : vector<4xf32>, vector<4xf32> into f32
  return
}
