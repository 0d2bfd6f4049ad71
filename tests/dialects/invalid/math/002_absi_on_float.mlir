// math.absi on a float operand.
// MLIR-ERROR: 'math.absi' op operand #0 must be signless-integer-like, but got 'f32'
func.func @f(%a: f32) {
  %0 = math.absi %a : f32
  return
}
