// scf.for and scf.yield in generic form; printed in custom form.
func.func @f(%lb: index, %ub: index, %s: index, %a: f32) -> f32 {
  %r = "scf.for"(%lb, %ub, %s, %a) ({
  ^bb0(%i: index, %acc: f32):
    "scf.yield"(%acc) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return %r : f32
}
