// math.acos (arc cosine) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %d: f64, %v: vector<4xf32>, %t: tensor<?x3xf64>) -> f32 {
  %0 = math.acos %h : f16
  %1 = math.acos %b fastmath<fast> : bf16
  %2 = math.acos %x : f32
  %3 = math.acos %d fastmath<nnan, ninf> : f64
  %4 = math.acos %v fastmath<afn> : vector<4xf32>
  %5 = math.acos %t : tensor<?x3xf64>
  %6 = math.acos %2 fastmath<none> : f32
  return %6 : f32
}
