// math.ctlz (count leading zeros) on integers of several widths, vectors and tensors.
func.func @f(%a: i8, %b: i32, %c: i64, %v: vector<4xi16>, %t: tensor<?xi32>) -> i32 {
  %0 = math.ctlz %a : i8
  %1 = math.ctlz %b : i32
  %2 = math.ctlz %c : i64
  %3 = math.ctlz %v : vector<4xi16>
  %4 = math.ctlz %t : tensor<?xi32>
  return %1 : i32
}
