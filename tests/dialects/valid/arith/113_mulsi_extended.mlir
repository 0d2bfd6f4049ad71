// arith.mulsi_extended returns the low and high halves of a signed product.
func.func @f(%a: i32, %b: i32, %v: vector<2xi16>) -> (i32, i32) {
  %low, %high = arith.mulsi_extended %a, %b : i32
  %0:2 = arith.mulsi_extended %v, %v : vector<2xi16>
  return %low, %high : i32, i32
}
