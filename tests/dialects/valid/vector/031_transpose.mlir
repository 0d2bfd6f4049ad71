// vector.transpose of 2-D, 3-D and scalable vectors.
func.func @f(%a: vector<2x3xf32>, %b: vector<2x3x4xi8>, %c: vector<[4]x2xf16>) -> vector<3x2xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.transpose %b, [2, 0, 1] : vector<2x3x4xi8> to vector<4x2x3xi8>
  %2 = vector.transpose %c, [1, 0] : vector<[4]x2xf16> to vector<2x[4]xf16>
  %3 = vector.transpose %b, [0, 1, 2] : vector<2x3x4xi8> to vector<2x3x4xi8>
  return %0 : vector<3x2xf32>
}
