// index.cmp feeding arith.select, and index.bool.constant in a cf.cond_br.
func.func @f(%a: index, %b: index) -> index {
  %lt = index.cmp slt(%a, %b)
  %m = arith.select %lt, %a, %b : index
  %t = index.bool.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  return %m : index
^bb2:
  return %a : index
}
