// cf.cond_br on a condition computed by arith.cmpf, with an attribute and location.
func.func @f(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %neg = arith.cmpf olt, %x, %zero : f32
  cf.cond_br %neg, ^n, ^p {test.likely} loc("branch.mlir":3:5)
^n:
  %y = arith.negf %x : f32
  return %y : f32
^p:
  return %x : f32
}
