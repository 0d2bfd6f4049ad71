// A value used before its definition in the same block.
// MLIR-ERROR: operand #0 does not dominate this use
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %1, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}
