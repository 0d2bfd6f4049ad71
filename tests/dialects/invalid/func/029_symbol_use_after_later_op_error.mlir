// A call to an undefined function, then an invalid op in a later function: symbol uses are checked once the module has verified its body, so the later op's error comes first.
// MLIR-ERROR: 'arith.addi' op requires the same type for all operands and results
func.func @a() {
  func.call @missing() : () -> ()
  return
}
func.func @b(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
