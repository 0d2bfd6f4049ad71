// arith.maxnumf (maximum ignoring NaN) on f16, bf16, f32, f64, vectors and tensors, with fastmath flags.
func.func @f(%h: f16, %b: bf16, %x: f32, %y: f32, %d: f64, %v: vector<8xf32>, %t: tensor<?x?xf64>) -> f32 {
  %0 = arith.maxnumf %h, %h : f16
  %1 = arith.maxnumf %b, %b fastmath<fast> : bf16
  %2 = arith.maxnumf %x, %y : f32
  %3 = arith.maxnumf %d, %d fastmath<nnan, ninf> : f64
  %4 = arith.maxnumf %v, %v fastmath<contract> : vector<8xf32>
  %5 = arith.maxnumf %t, %t : tensor<?x?xf64>
  %cst = arith.constant 0.5 : f32
  %6 = arith.maxnumf %2, %cst fastmath<none> : f32
  return %6 : f32
}
