// math.log10 (base-10 logarithm) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %d: f64, %v: vector<4xf32>, %t: tensor<?x3xf64>) -> f32 {
  %0 = math.log10 %h : f16
  %1 = math.log10 %b fastmath<fast> : bf16
  %2 = math.log10 %x : f32
  %3 = math.log10 %d fastmath<nnan, ninf> : f64
  %4 = math.log10 %v fastmath<afn> : vector<4xf32>
  %5 = math.log10 %t : tensor<?x3xf64>
  %6 = math.log10 %2 fastmath<none> : f32
  return %6 : f32
}
