// A call to an undefined function followed by an invalid op in the same function: the op error comes first.
// MLIR-ERROR: 'arith.addi' op requires the same type for all operands and results
func.func @a(%x: i32) {
  func.call @missing() : () -> ()
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
