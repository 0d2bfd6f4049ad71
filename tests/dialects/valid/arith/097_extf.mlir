// arith.extf widens floats, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %v: vector<4xf16>, %t: tensor<2xf32>) -> f64 {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %b : bf16 to f32
  %2 = arith.extf %x fastmath<nnan> : f32 to f64
  %3 = arith.extf %v : vector<4xf16> to vector<4xf64>
  %4 = arith.extf %t : tensor<2xf32> to tensor<2xf64>
  return %2 : f64
}
