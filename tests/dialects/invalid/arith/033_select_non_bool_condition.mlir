// arith.select with an i32 condition.
// MLIR-ERROR: 'arith.select' op operand #0 must be bool-like, but got 'i32'
func.func @f(%c: i32, %a: f32) {
  %0 = arith.select %c, %a, %a : i32, f32
  return
}
