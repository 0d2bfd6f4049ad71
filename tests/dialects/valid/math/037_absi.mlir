// math.absi (integer absolute value) on integers of several widths, vectors and tensors.
func.func @f(%a: i8, %b: i32, %c: i64, %v: vector<4xi16>, %t: tensor<?xi32>) -> i32 {
  %0 = math.absi %a : i8
  %1 = math.absi %b : i32
  %2 = math.absi %c : i64
  %3 = math.absi %v : vector<4xi16>
  %4 = math.absi %t : tensor<?xi32>
  return %1 : i32
}
