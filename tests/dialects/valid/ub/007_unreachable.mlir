// ub.unreachable ending a block that control never reaches.
func.func @f(%c: i1) -> i32 {
  %0 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %0 : i32
^bb2:
  ub.unreachable
}
