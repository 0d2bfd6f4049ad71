// arith ops written in generic form with properties; printed in custom form.
func.func @f(%a: i32, %x: f32) -> (i32, f32, i1) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "arith.mulf"(%x, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %2 = "arith.cmpi"(%a, %0) <{predicate = 2 : i64}> : (i32, i32) -> i1
  return %0, %1, %2 : i32, f32, i1
}
