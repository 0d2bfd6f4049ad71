// math.sinh (hyperbolic sine) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %d: f64, %v: vector<4xf32>, %t: tensor<?x3xf64>) -> f32 {
  %0 = math.sinh %h : f16
  %1 = math.sinh %b fastmath<fast> : bf16
  %2 = math.sinh %x : f32
  %3 = math.sinh %d fastmath<nnan, ninf> : f64
  %4 = math.sinh %v fastmath<afn> : vector<4xf32>
  %5 = math.sinh %t : tensor<?x3xf64>
  %6 = math.sinh %2 fastmath<none> : f32
  return %6 : f32
}
