// An invalid op, then a call to an undefined function in a later function: the op error comes first either way.
// MLIR-ERROR: 'arith.addi' op requires the same type for all operands and results
func.func @a(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
func.func @b() {
  func.call @missing() : () -> ()
  return
}
