// arith.cmpi on float operands.
// MLIR-ERROR: custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'
func.func @f(%a: f32) {
  %0 = arith.cmpi eq, %a, %a : f32
  return
}
