// math.isfinite (is finite) returns i1, or a vector/tensor of i1 for shaped operands.
func.func @f(%x: f32, %d: f64, %h: f16, %v: vector<4xf32>, %t: tensor<2x2xbf16>) -> i1 {
  %0 = math.isfinite %x : f32
  %1 = math.isfinite %d : f64
  %2 = math.isfinite %h : f16
  %3 = math.isfinite %v : vector<4xf32>
  %4 = math.isfinite %t : tensor<2x2xbf16>
  return %0 : i1
}
