// arith.addi on float operands.
// MLIR-ERROR: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
func.func @f(%a: f32) {
  %0 = arith.addi %a, %a : f32
  return
}
