// arith.addi with one operand.
// MLIR-ERROR: expected ','
func.func @f(%a: i32) {
  %0 = arith.addi %a : i32
  return
}
