// arith.cmpf ule (unordered or less or equal) on floats, vectors and tensors, with and without fastmath.
func.func @f(%x: f32, %y: f32, %d: f64, %h: f16, %v: vector<2xf32>, %t: tensor<3xbf16>) -> i1 {
  %0 = arith.cmpf ule, %x, %y : f32
  %1 = arith.cmpf ule, %d, %d fastmath<nnan> : f64
  %2 = arith.cmpf ule, %h, %h : f16
  %3 = arith.cmpf ule, %v, %v : vector<2xf32>
  %4 = arith.cmpf ule, %t, %t fastmath<fast> : tensor<3xbf16>
  return %0 : i1
}
