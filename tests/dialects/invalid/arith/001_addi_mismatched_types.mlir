// arith.addi with operands of different integer types (generic form).
// MLIR-ERROR: 'arith.addi' op requires the same type for all operands and results
func.func @f(%a: i32, %b: i64) {
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}
