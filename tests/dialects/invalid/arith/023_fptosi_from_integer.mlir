// arith.fptosi with an integer input.
// MLIR-ERROR: 'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'
func.func @f(%a: i32) {
  %0 = arith.fptosi %a : i32 to i64
  return
}
