// vector.fma on 1-D, 2-D, 0-D and scalable float vectors.
func.func @f(%a: vector<8xf32>, %b: vector<4x4xf64>, %z: vector<f16>, %s: vector<[4]xbf16>) -> vector<8xf32> {
  %0 = vector.fma %a, %a, %a : vector<8xf32>
  %1 = vector.fma %b, %b, %b : vector<4x4xf64>
  %2 = vector.fma %z, %z, %z : vector<f16>
  %3 = vector.fma %s, %s, %s {k = 1 : i64} : vector<[4]xbf16>
  return %0 : vector<8xf32>
}
