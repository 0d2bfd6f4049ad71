// math.ipowi on float operands.
// MLIR-ERROR: 'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'
func.func @f(%a: f32) {
  %0 = math.ipowi %a, %a : f32
  return
}
