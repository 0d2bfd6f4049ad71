// vector.insert_strided_slice of a lower-rank vector at offsets.
func.func @f(%a: vector<2x4xf32>, %b: vector<16x4x8xf32>, %c: vector<4xi8>, %d: vector<8xi8>) -> vector<16x4x8xf32> {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<16x4x8xf32>
  %1 = vector.insert_strided_slice %c, %d {offsets = [4], strides = [1]} : vector<4xi8> into vector<8xi8>
  return %0 : vector<16x4x8xf32>
}
