// util.func with several blocks and util.return in two of them.
util.func public @max(%a: i32, %b: i32) -> i32 {
  %lt = arith.cmpi slt, %a, %b : i32
  cf.cond_br %lt, ^less, ^more
^less:
  util.return %b : i32
^more:
  util.return %a : i32
}
