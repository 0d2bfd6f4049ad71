// math.cttz (count trailing zeros) on integers of several widths, vectors and tensors.
func.func @f(%a: i8, %b: i32, %c: i64, %v: vector<4xi16>, %t: tensor<?xi32>) -> i32 {
  %0 = math.cttz %a : i8
  %1 = math.cttz %b : i32
  %2 = math.cttz %c : i64
  %3 = math.cttz %v : vector<4xi16>
  %4 = math.cttz %t : tensor<?xi32>
  return %1 : i32
}
