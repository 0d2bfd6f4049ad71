// scf.while computing the first power of two not below %n.
func.func @pow2(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %r = scf.while (%x = %c1) : (i64) -> i64 {
    %lt = arith.cmpi slt, %x, %n : i64
    scf.condition(%lt) %x : i64
  } do {
  ^bb0(%y: i64):
    %d = arith.addi %y, %y : i64
    scf.yield %d : i64
  }
  return %r : i64
}
