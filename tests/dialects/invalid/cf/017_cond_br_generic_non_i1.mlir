// cf.cond_br with an i32 condition in generic form reaches the verifier.
// MLIR-ERROR: 'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'
func.func @f(%c: i32) {
  "cf.cond_br"(%c) [^a, ^a] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  return
}
