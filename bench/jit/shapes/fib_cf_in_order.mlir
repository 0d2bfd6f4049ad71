// Recursive Fibonacci with cf.cond_br, the calls in source order (n-1
// first), the subtractions both before them.
func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %n : i64
^rec:
  %a = arith.subi %n, %c1 : i64
  %b = arith.subi %n, %c2 : i64
  %fa = func.call @fib(%a) : (i64) -> i64
  %fb = func.call @fib(%b) : (i64) -> i64
  %s = arith.addi %fa, %fb : i64
  return %s : i64
}
