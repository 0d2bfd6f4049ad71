// util.unreachable (a terminator) with and without a message.
util.func private @a() {
  util.unreachable "never here"
}
util.func private @b() -> i32 {
  util.unreachable
}
util.func public @c(%p: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %p, ^ok, ^bad
^ok:
  util.return %c1 : i32
^bad:
  util.unreachable "bad branch" {test.attr}
}
