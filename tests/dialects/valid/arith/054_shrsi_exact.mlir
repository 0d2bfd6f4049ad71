// arith.shrsi with and without the `exact` flag.
func.func @f(%a: i32, %b: i32, %v: vector<4xi8>) -> i32 {
  %0 = arith.shrsi %a, %b exact : i32
  %1 = arith.shrsi %0, %b : i32
  %2 = arith.shrsi %v, %v exact : vector<4xi8>
  return %1 : i32
}
