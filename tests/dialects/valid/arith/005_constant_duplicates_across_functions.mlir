// Name suffixes restart in every function (isolated from above).
func.func @f() -> (i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant 7 : i32
  return %a, %b : i32, i32
}
func.func @g() -> (i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant 7 : i32
  return %a, %b : i32, i32
}
