// A block with an invalid op and no terminator: the op's error comes first.
// MLIR-ERROR: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
func.func @f(%a : f32) {
  %0 = arith.addi %a, %a : f32
}
