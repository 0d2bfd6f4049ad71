// util.global with mutable state, loaded and stored from a util.func.
util.global private mutable @counter = 0 : i32
util.func public @next() -> i32 {
  %0 = util.global.load @counter : i32
  %c1 = arith.constant 1 : i32
  %1 = arith.addi %0, %c1 : i32
  util.global.store %1, @counter : i32
  util.return %1 : i32
}
