// func.constant of an undefined function, then an invalid op in a later function.
// MLIR-ERROR: 'arith.addi' op requires the same type for all operands and results
func.func @a() {
  %0 = func.constant @missing : () -> ()
  return
}
func.func @b(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
