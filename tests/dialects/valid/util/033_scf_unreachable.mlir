// util.scf.unreachable, a non-terminator marker, inside scf.if branches.
util.func public @f(%p: i1) -> i32 {
  %0 = scf.if %p -> (i32) {
    util.scf.unreachable "then branch"
    %c0 = arith.constant 0 : i32
    scf.yield %c0 : i32
  } else {
    util.scf.unreachable
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  util.return %0 : i32
}
