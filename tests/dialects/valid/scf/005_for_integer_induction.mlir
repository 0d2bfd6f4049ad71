// scf.for with an i32 induction variable: the type follows the bounds after a colon.
func.func @f(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (i32) : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  }
  return %r : i32
}
