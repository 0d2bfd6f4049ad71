// arith.minnumf (minimum ignoring NaN) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %y: f32, %d: f64, %v: vector<8xf32>, %t: tensor<?x?xf64>) -> f32 {
  %0 = arith.minnumf %h, %h : f16
  %1 = arith.minnumf %b, %b fastmath<fast> : bf16
  %2 = arith.minnumf %x, %y : f32
  %3 = arith.minnumf %d, %d fastmath<nnan, ninf> : f64
  %4 = arith.minnumf %v, %v fastmath<contract> : vector<8xf32>
  %5 = arith.minnumf %t, %t : tensor<?x?xf64>
  %cst = arith.constant 0.5 : f32
  %6 = arith.minnumf %2, %cst fastmath<none> : f32
  return %6 : f32
}
