// arith.extsi to a narrower type.
// MLIR-ERROR: 'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible
func.func @f(%a: i64) {
  %0 = arith.extsi %a : i64 to i32
  return
}
