// arith.fptosi converts floats to signed integers.
func.func @f(%x: f32, %d: f64, %h: f16, %v: vector<4xf32>, %t: tensor<?xf64>) -> i32 {
  %0 = arith.fptosi %x : f32 to i32
  %1 = arith.fptosi %d : f64 to i8
  %2 = arith.fptosi %h : f16 to i64
  %3 = arith.fptosi %v : vector<4xf32> to vector<4xi16>
  %4 = arith.fptosi %t : tensor<?xf64> to tensor<?xi1>
  return %0 : i32
}
