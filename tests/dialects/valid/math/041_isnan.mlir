// math.isnan (is NaN) returns i1, or a vector/tensor of i1 for shaped operands.
func.func @f(%x: f32, %d: f64, %h: f16, %v: vector<4xf32>, %t: tensor<2x2xbf16>) -> i1 {
  %0 = math.isnan %x : f32
  %1 = math.isnan %d : f64
  %2 = math.isnan %h : f16
  %3 = math.isnan %v : vector<4xf32>
  %4 = math.isnan %t : tensor<2x2xbf16>
  return %0 : i1
}
