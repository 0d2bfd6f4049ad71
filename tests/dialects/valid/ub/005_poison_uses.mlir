// Poison values used by arith and index ops.
func.func @f(%a: index) -> index {
  %0 = ub.poison : index
  %1 = index.add %a, %0
  %2 = ub.poison : i32
  %3 = arith.addi %2, %2 : i32
  return %1 : index
}
