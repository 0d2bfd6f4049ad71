// scf.for with induction variable of type i16 and iter_args of vector type.
func.func @f(%lb: i16, %ub: i16, %v: vector<4xf32>) -> vector<4xf32> {
  %c2 = arith.constant 2 : i16
  %r = scf.for %i = %lb to %ub step %c2 iter_args(%acc = %v) -> (vector<4xf32>) : i16 {
    %s = arith.addf %acc, %acc : vector<4xf32>
    scf.yield %s : vector<4xf32>
  }
  return %r : vector<4xf32>
}
