// math.fma (fused multiply-add) on scalars, vectors and tensors.
func.func @f(%a: f32, %b: f32, %c: f32, %v: vector<8xf16>, %t: tensor<2x?xf64>) -> f32 {
  %0 = math.fma %a, %b, %c : f32
  %1 = math.fma %v, %v, %v fastmath<contract> : vector<8xf16>
  %2 = math.fma %t, %t, %t fastmath<fast> : tensor<2x?xf64>
  return %0 : f32
}
