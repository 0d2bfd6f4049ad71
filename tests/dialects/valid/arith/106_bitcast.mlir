// arith.bitcast between integer and float types of equal width.
func.func @f(%a: i32, %x: f32, %h: f16, %b: bf16, %d: i64, %v: vector<4xf32>, %t: tensor<2xi16>) -> f32 {
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %x : f32 to i32
  %2 = arith.bitcast %h : f16 to bf16
  %3 = arith.bitcast %b : bf16 to i16
  %4 = arith.bitcast %d : i64 to f64
  %5 = arith.bitcast %v : vector<4xf32> to vector<4xi32>
  %6 = arith.bitcast %t : tensor<2xi16> to tensor<2xf16>
  %7 = arith.bitcast %a : i32 to i32
  return %0 : f32
}
