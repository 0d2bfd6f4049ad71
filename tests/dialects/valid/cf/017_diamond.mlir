// A diamond-shaped CFG merging two values through a block argument.
func.func @abs(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %neg = arith.cmpi slt, %x, %c0 : i64
  cf.cond_br %neg, ^negate, ^merge(%x : i64)
^negate:
  %y = arith.subi %c0, %x : i64
  cf.br ^merge(%y : i64)
^merge(%r: i64):
  return %r : i64
}
