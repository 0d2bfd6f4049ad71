// math.ceil (ceiling) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %d: f64, %v: vector<4xf32>, %t: tensor<?x3xf64>) -> f32 {
  %0 = math.ceil %h : f16
  %1 = math.ceil %b fastmath<fast> : bf16
  %2 = math.ceil %x : f32
  %3 = math.ceil %d fastmath<nnan, ninf> : f64
  %4 = math.ceil %v fastmath<afn> : vector<4xf32>
  %5 = math.ceil %t : tensor<?x3xf64>
  %6 = math.ceil %2 fastmath<none> : f32
  return %6 : f32
}
