// vector.broadcast: a scalar, a lower-rank vector and unit dimensions to a larger vector.
func.func @f(%s: f32, %a: vector<4xf32>, %b: vector<3x1xi32>, %i: index) -> vector<2x3x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<2x3x4xf32>
  %1 = vector.broadcast %a : vector<4xf32> to vector<2x3x4xf32>
  %2 = vector.broadcast %b : vector<3x1xi32> to vector<5x3x7xi32>
  %3 = vector.broadcast %i : index to vector<8xindex>
  %4 = vector.broadcast %s {tag} : f32 to vector<f32>
  return %1 : vector<2x3x4xf32>
}
