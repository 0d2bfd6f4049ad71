// arith.addui_extended returns the sum and an overflow bit.
func.func @f(%a: i32, %b: i32, %v: vector<4xi64>) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %0:2 = arith.addui_extended %v, %v : vector<4xi64>, vector<4xi1>
  return %sum, %overflow : i32, i1
}
