// arith ops require signless integers.
// MLIR-ERROR: 'arith.addi' op operand #0 must be signless-integer-like, but got 'ui32'
func.func @f(%a: ui32) {
  %0 = arith.addi %a, %a : ui32
  return
}
