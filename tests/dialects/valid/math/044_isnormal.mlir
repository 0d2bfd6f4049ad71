// math.isnormal (is normal) returns i1, or a vector/tensor of i1 for shaped operands.
func.func @f(%x: f32, %d: f64, %h: f16, %v: vector<4xf32>, %t: tensor<2x2xbf16>) -> i1 {
  %0 = math.isnormal %x : f32
  %1 = math.isnormal %d : f64
  %2 = math.isnormal %h : f16
  %3 = math.isnormal %v : vector<4xf32>
  %4 = math.isnormal %t : tensor<2x2xbf16>
  return %0 : i1
}
