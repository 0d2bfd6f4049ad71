// util.null of a non-reference type (i32) is accepted by iree-opt.
util.func public @f() -> i32 {
  %0 = util.null : i32
  util.return %0 : i32
}
