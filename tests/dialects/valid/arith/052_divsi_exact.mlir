// arith.divsi with and without the `exact` flag.
func.func @f(%a: i32, %b: i32, %v: vector<4xi8>) -> i32 {
  %0 = arith.divsi %a, %b exact : i32
  %1 = arith.divsi %0, %b : i32
  %2 = arith.divsi %v, %v exact : vector<4xi8>
  return %1 : i32
}
