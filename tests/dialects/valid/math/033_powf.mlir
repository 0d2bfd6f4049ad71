// math.powf (float power) on scalars, vectors and tensors, with fastmath flags.
func.func @f(%x: f32, %y: f32, %d: f64, %h: f16, %v: vector<2x2xf32>, %t: tensor<4xbf16>) -> f32 {
  %0 = math.powf %x, %y : f32
  %1 = math.powf %d, %d fastmath<fast> : f64
  %2 = math.powf %h, %h : f16
  %3 = math.powf %v, %v fastmath<reassoc> : vector<2x2xf32>
  %4 = math.powf %t, %t : tensor<4xbf16>
  return %0 : f32
}
