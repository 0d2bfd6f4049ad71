// vector.multi_reduction over some or all dimensions.
func.func @f(%v: vector<4x8x16xf32>, %acc: vector<4x16xf32>, %s: f32, %i: vector<2x3xi8>, %ia: vector<2xi8>) -> vector<4x16xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8x16xf32> to vector<4x16xf32>
  %1 = vector.multi_reduction <maximumf>, %v, %s [0, 1, 2] : vector<4x8x16xf32> to f32
  %2 = vector.multi_reduction <or>, %i, %ia {note} [1] : vector<2x3xi8> to vector<2xi8>
  return %0 : vector<4x16xf32>
}
