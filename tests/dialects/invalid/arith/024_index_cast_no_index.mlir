// arith.index_cast between two non-index integer types.
// MLIR-ERROR: 'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible
func.func @f(%a: i32) {
  %0 = arith.index_cast %a : i32 to i64
  return
}
