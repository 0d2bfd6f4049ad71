// arith.cmpf ueq (unordered or equal) on floats, vectors and tensors, with and without fastmath.
func.func @f(%x: f32, %y: f32, %d: f64, %h: f16, %v: vector<2xf32>, %t: tensor<3xbf16>) -> i1 {
  %0 = arith.cmpf ueq, %x, %y : f32
  %1 = arith.cmpf ueq, %d, %d fastmath<nnan> : f64
  %2 = arith.cmpf ueq, %h, %h : f16
  %3 = arith.cmpf ueq, %v, %v : vector<2xf32>
  %4 = arith.cmpf ueq, %t, %t fastmath<fast> : tensor<3xbf16>
  return %0 : i1
}
