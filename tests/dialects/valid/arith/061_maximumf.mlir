// arith.maximumf (IEEE maximum propagating NaN) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %y: f32, %d: f64, %v: vector<8xf32>, %t: tensor<?x?xf64>) -> f32 {
  %0 = arith.maximumf %h, %h : f16
  %1 = arith.maximumf %b, %b fastmath<fast> : bf16
  %2 = arith.maximumf %x, %y : f32
  %3 = arith.maximumf %d, %d fastmath<nnan, ninf> : f64
  %4 = arith.maximumf %v, %v fastmath<contract> : vector<8xf32>
  %5 = arith.maximumf %t, %t : tensor<?x?xf64>
  %cst = arith.constant 0.5 : f32
  %6 = arith.maximumf %2, %cst fastmath<none> : f32
  return %6 : f32
}
