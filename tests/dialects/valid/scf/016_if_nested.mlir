// Nested scf.if computing the sign of an integer.
func.func @sign(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %c0 : i32
  %r = scf.if %neg -> i32 {
    %m1 = arith.constant -1 : i32
    scf.yield %m1 : i32
  } else {
    %pos = arith.cmpi sgt, %x, %c0 : i32
    %s = scf.if %pos -> i32 {
      %p1 = arith.constant 1 : i32
      scf.yield %p1 : i32
    } else {
      scf.yield %c0 : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
