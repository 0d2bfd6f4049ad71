// Factorial of an i64 as an explicit CFG loop with cf.br / cf.cond_br and block arguments.
func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  cf.br ^loop(%n, %c1 : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = arith.cmpi sle, %i, %c1 : i64
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %acc2 = arith.muli %acc, %i overflow<nsw> : i64
  %i2 = arith.subi %i, %c1 : i64
  cf.br ^loop(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  return %r : i64
}
