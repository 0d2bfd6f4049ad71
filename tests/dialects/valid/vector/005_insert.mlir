// vector.insert of a scalar and a vector, at static and dynamic positions.
func.func @f(%s: f16, %r: vector<8xf16>, %v: vector<4x8xf16>, %z: vector<f16>, %i: index) -> vector<4x8xf16> {
  %0 = vector.insert %s, %v [3, 7] : f16 into vector<4x8xf16>
  %1 = vector.insert %r, %0 [1] : vector<8xf16> into vector<4x8xf16>
  %2 = vector.insert %s, %1 [%i, 2] : f16 into vector<4x8xf16>
  %3 = vector.insert %r, %2 [%i] : vector<8xf16> into vector<4x8xf16>
  %4 = vector.insert %s, %z [] : f16 into vector<f16>
  return %3 : vector<4x8xf16>
}
