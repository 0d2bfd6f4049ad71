// Recursive Fibonacci, scf.if form, the calls in the other order: fib(n-2)
// first, then fib(n-1).
func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %small -> (i64) {
    scf.yield %n : i64
  } else {
    %b = arith.subi %n, %c2 : i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %a = arith.subi %n, %c1 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %s = arith.addi %fb, %fa : i64
    scf.yield %s : i64
  }
  return %r : i64
}
