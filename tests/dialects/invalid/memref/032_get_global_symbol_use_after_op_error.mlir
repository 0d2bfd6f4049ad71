// memref.get_global of an undefined global, then an invalid op in a later function: the symbol use is checked after the module's body.
// MLIR-ERROR: 'arith.addi' op requires the same type for all operands and results
func.func @a() {
  %0 = memref.get_global @missing : memref<4xf32>
  return
}
func.func @b(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
