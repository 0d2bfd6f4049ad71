// A redefined symbol and an invalid op inside the first definition: the module checks its symbols after its body.
// MLIR-ERROR: 'arith.addi' op requires the same type for all operands and results
func.func @a(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
func.func @a() {
  return
}
