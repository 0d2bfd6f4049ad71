// arith ops with discardable attributes next to their flags.
func.func @f(%a: i32, %x: f32) -> (i32, f32) {
  %0 = arith.addi %a, %a overflow<nsw> {test.note = "add", test.n = 1 : i32} : i32
  %1 = arith.addf %x, %x fastmath<fast> {test.unit} : f32
  %2 = arith.cmpi slt, %a, %0 {test.pred} : i32
  return %0, %1 : i32, f32
}
