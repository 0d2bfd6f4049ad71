// arith.addi declared with two results (generic form).
// MLIR-ERROR: 'arith.addi' op requires one result
func.func @f(%a: i32) {
  %0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}
