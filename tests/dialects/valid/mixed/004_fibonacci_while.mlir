// Iterative Fibonacci with scf.while carrying three values.
func.func @fib(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:3 = scf.while (%i = %c0, %a = %c0, %b = %c1) : (i64, i64, i64) -> (i64, i64, i64) {
    %lt = arith.cmpi slt, %i, %n : i64
    scf.condition(%lt) %i, %a, %b : i64, i64, i64
  } do {
  ^bb0(%i1: i64, %a1: i64, %b1: i64):
    %next = arith.addi %a1, %b1 : i64
    %i2 = arith.addi %i1, %c1 : i64
    scf.yield %i2, %b1, %next : i64, i64, i64
  }
  return %r#1 : i64
}
