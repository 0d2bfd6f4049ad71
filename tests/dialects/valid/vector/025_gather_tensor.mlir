// vector.gather from a tensor with an index-typed index vector.
func.func @f(%t: tensor<64xf16>, %i: index, %idx: vector<8xindex>, %mask: vector<8xi1>, %pass: vector<8xf16>) -> vector<8xf16> {
  %0 = vector.gather %t[%i] [%idx], %mask, %pass : tensor<64xf16>, vector<8xindex>, vector<8xi1>, vector<8xf16> into vector<8xf16>
  return %0 : vector<8xf16>
}
