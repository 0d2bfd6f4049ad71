// arith.negf on an integer operand.
// MLIR-ERROR: 'arith.negf' op operand #0 must be floating-point-like, but got 'i64'
func.func @f(%a: i64) {
  %0 = arith.negf %a : i64
  return
}
