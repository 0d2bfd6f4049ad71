// cf.cond_br without block operands.
func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^yes, ^no
^yes:
  %one = arith.constant 1 : i32
  return %one : i32
^no:
  %zero = arith.constant 0 : i32
  return %zero : i32
}
