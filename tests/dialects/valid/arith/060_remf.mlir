// arith.remf (float remainder) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %y: f32, %d: f64, %v: vector<8xf32>, %t: tensor<?x?xf64>) -> f32 {
  %0 = arith.remf %h, %h : f16
  %1 = arith.remf %b, %b fastmath<fast> : bf16
  %2 = arith.remf %x, %y : f32
  %3 = arith.remf %d, %d fastmath<nnan, ninf> : f64
  %4 = arith.remf %v, %v fastmath<contract> : vector<8xf32>
  %5 = arith.remf %t, %t : tensor<?x?xf64>
  %cst = arith.constant 0.5 : f32
  %6 = arith.remf %2, %cst fastmath<none> : f32
  return %6 : f32
}
