// math.round (round half away from zero) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %d: f64, %v: vector<4xf32>, %t: tensor<?x3xf64>) -> f32 {
  %0 = math.round %h : f16
  %1 = math.round %b fastmath<fast> : bf16
  %2 = math.round %x : f32
  %3 = math.round %d fastmath<nnan, ninf> : f64
  %4 = math.round %v fastmath<afn> : vector<4xf32>
  %5 = math.round %t : tensor<?x3xf64>
  %6 = math.round %2 fastmath<none> : f32
  return %6 : f32
}
