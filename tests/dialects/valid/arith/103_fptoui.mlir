// arith.fptoui converts floats to unsigned integers.
func.func @f(%x: f32, %b: bf16, %v: vector<4xf64>, %t: tensor<2x2xf32>) -> i64 {
  %0 = arith.fptoui %x : f32 to i64
  %1 = arith.fptoui %b : bf16 to i32
  %2 = arith.fptoui %v : vector<4xf64> to vector<4xi8>
  %3 = arith.fptoui %t : tensor<2x2xf32> to tensor<2x2xi32>
  return %0 : i64
}
