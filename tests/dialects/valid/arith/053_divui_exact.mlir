// arith.divui with and without the `exact` flag.
func.func @f(%a: i32, %b: i32, %v: vector<4xi8>) -> i32 {
  %0 = arith.divui %a, %b exact : i32
  %1 = arith.divui %0, %b : i32
  %2 = arith.divui %v, %v exact : vector<4xi8>
  return %1 : i32
}
