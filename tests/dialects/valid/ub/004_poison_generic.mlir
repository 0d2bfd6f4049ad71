// ub.poison in generic form, with and without its property.
func.func @f() -> (f32, f32) {
  %0 = "ub.poison"() : () -> f32
  %1 = "ub.poison"() <{value = #ub.poison}> : () -> f32
  return %0, %1 : f32, f32
}
