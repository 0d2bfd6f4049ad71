// arith.trunci to a wider type.
// MLIR-ERROR: 'arith.trunci' op operand type 'i8' and result type 'i16' are cast incompatible
func.func @f(%a: i8) {
  %0 = arith.trunci %a : i8 to i16
  return
}
