// func.call_indirect on a function-typed argument with several results.
func.func @apply(%fn: (f32, f32) -> (f32, i1), %a: f32) -> i1 {
  %0:2 = func.call_indirect %fn(%a, %a) : (f32, f32) -> (f32, i1)
  return %0#1 : i1
}
