// scf.for with an i64 induction variable and no loop-carried values.
func.func private @sink(i64)
func.func @f(%lb: i64, %ub: i64) {
  %c1 = arith.constant 1 : i64
  scf.for %i = %lb to %ub step %c1 : i64 {
    func.call @sink(%i) : (i64) -> ()
  }
  return
}
