// math.ctlz on a float vector.
// MLIR-ERROR: 'math.ctlz' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'
func.func @f(%a: vector<4xf32>) {
  %0 = math.ctlz %a : vector<4xf32>
  return
}
