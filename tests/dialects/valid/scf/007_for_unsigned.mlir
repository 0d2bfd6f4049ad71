// scf.for with `unsigned` comparison of the induction variable.
func.func @f(%lb: i8, %ub: i8, %step: i8, %a: i8) -> i8 {
  %r = scf.for unsigned %i = %lb to %ub step %step iter_args(%acc = %a) -> (i8) : i8 {
    %s = arith.xori %acc, %i : i8
    scf.yield %s : i8
  }
  scf.for unsigned %j = %lb to %ub step %step : i8 {
  }
  return %r : i8
}
