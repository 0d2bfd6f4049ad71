// arith.negf on scalars, vectors and tensors, with fastmath flags.
func.func @f(%x: f32, %h: f16, %v: vector<4xf64>, %t: tensor<3xbf16>) -> f32 {
  %0 = arith.negf %x : f32
  %1 = arith.negf %h fastmath<nsz> : f16
  %2 = arith.negf %v : vector<4xf64>
  %3 = arith.negf %t fastmath<fast> : tensor<3xbf16>
  return %0 : f32
}
