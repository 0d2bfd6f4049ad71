// math.ctpop (population count) on integers of several widths, vectors and tensors.
func.func @f(%a: i8, %b: i32, %c: i64, %v: vector<4xi16>, %t: tensor<?xi32>) -> i32 {
  %0 = math.ctpop %a : i8
  %1 = math.ctpop %b : i32
  %2 = math.ctpop %c : i64
  %3 = math.ctpop %v : vector<4xi16>
  %4 = math.ctpop %t : tensor<?xi32>
  return %1 : i32
}
