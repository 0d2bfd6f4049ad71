// Results of arith ops are numbered %0, %1, ...; constants get descriptive names.
func.func @f(%a: i8) -> i8 {
  %x = arith.constant 2 : i8
  %y = arith.addi %a, %x : i8
  %z = arith.constant 2 : i8
  %w = arith.muli %y, %z : i8
  %q = arith.constant -2 : i8
  %r = arith.divsi %w, %q : i8
  return %r : i8
}
