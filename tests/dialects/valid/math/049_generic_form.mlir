// math ops in generic form with a fastmath property; printed in custom form.
func.func @f(%x: f32) -> (f32, i32) {
  %0 = "math.sqrt"(%x) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
  %1 = "math.exp"(%0) : (f32) -> f32
  %i = arith.constant 8 : i32
  %2 = "math.ctpop"(%i) : (i32) -> i32
  return %1, %2 : f32, i32
}
