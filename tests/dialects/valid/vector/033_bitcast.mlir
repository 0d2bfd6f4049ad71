// vector.bitcast: the last dimension rescaled by element width.
func.func @f(%a: vector<4xf32>, %b: vector<3x8xi8>, %z: vector<f32>) -> vector<8xi16> {
  %0 = vector.bitcast %a : vector<4xf32> to vector<8xi16>
  %1 = vector.bitcast %b : vector<3x8xi8> to vector<3x2xi32>
  %2 = vector.bitcast %a : vector<4xf32> to vector<2xf64>
  %3 = vector.bitcast %z : vector<f32> to vector<i32>
  return %0 : vector<8xi16>
}
