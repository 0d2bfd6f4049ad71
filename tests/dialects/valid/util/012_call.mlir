// util.call of private functions with several results.
util.func private @pair(%a: i32) -> (i32, i32) {
  util.return %a, %a : i32, i32
}
util.func public @main(%a: i32) -> i32 {
  %0:2 = util.call @pair(%a) : (i32) -> (i32, i32)
  %1 = arith.addi %0#0, %0#1 : i32
  util.return %1 : i32
}
