// arith.uitofp converts unsigned integers to floats.
func.func @f(%a: i32, %b: i64, %v: vector<2xi32>, %t: tensor<4xi8>) -> f64 {
  %0 = arith.uitofp %a : i32 to f64
  %1 = arith.uitofp %b : i64 to f32
  %2 = arith.uitofp %v : vector<2xi32> to vector<2xf16>
  %3 = arith.uitofp %t : tensor<4xi8> to tensor<4xf32>
  return %0 : f64
}
