// Factorial with scf.for over an i64 induction variable.
func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %ub = arith.addi %n, %c1 : i64
  %r = scf.for %i = %c1 to %ub step %c1 iter_args(%acc = %c1) -> (i64) : i64 {
    %m = arith.muli %acc, %i : i64
    scf.yield %m : i64
  }
  return %r : i64
}
