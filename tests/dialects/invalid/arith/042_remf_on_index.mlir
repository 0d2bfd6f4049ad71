// arith.remf on index operands.
// MLIR-ERROR: 'arith.remf' op operand #0 must be floating-point-like, but got 'index'
func.func @f(%a: index) {
  %0 = arith.remf %a, %a : index
  return
}
