// math.log2 (base-2 logarithm) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %d: f64, %v: vector<4xf32>, %t: tensor<?x3xf64>) -> f32 {
  %0 = math.log2 %h : f16
  %1 = math.log2 %b fastmath<fast> : bf16
  %2 = math.log2 %x : f32
  %3 = math.log2 %d fastmath<nnan, ninf> : f64
  %4 = math.log2 %v fastmath<afn> : vector<4xf32>
  %5 = math.log2 %t : tensor<?x3xf64>
  %6 = math.log2 %2 fastmath<none> : f32
  return %6 : f32
}
