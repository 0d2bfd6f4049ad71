// vector.insert of a scalar with too few positions.
// MLIR-ERROR: 'vector.insert' op expected position attribute rank to match the dest vector rank
func.func @f(%s: f32, %v: vector<4x8xf32>) {
  %0 = vector.insert %s, %v [1] : f32 into vector<4x8xf32>
  return
}
