// vector.extract with constant positions: a sub-vector, a scalar, poison (-1).
func.func @f(%v: vector<4x8x16xf32>) -> f32 {
  %0 = vector.extract %v[3] : vector<8x16xf32> from vector<4x8x16xf32>
  %1 = vector.extract %v[3, 7] : vector<16xf32> from vector<4x8x16xf32>
  %2 = vector.extract %v[3, 7, 15] : f32 from vector<4x8x16xf32>
  %3 = vector.extract %v[-1, 0] : vector<16xf32> from vector<4x8x16xf32>
  return %2 : f32
}
