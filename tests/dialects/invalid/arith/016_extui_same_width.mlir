// arith.extui to the same width.
// MLIR-ERROR: 'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible
func.func @f(%a: i32) {
  %0 = arith.extui %a : i32 to i32
  return
}
