// A definition whose signature lists only types, with the entry block spelled out.
func.func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1):
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  return %a : i64
^bb2:
  %b = arith.addi %a, %a : i64
  return %b : i64
}
