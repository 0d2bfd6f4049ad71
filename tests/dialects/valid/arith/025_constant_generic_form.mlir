// arith.constant in generic form with the value as a property; printed in custom form.
func.func @f() -> (i32, f32) {
  %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
  %1 = "arith.constant"() <{value = 2.0 : f32}> : () -> f32
  return %0, %1 : i32, f32
}
