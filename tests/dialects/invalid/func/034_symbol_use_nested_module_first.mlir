// A nested module is a symbol table of its own: its symbol uses are checked when it is verified, before a later function's op error.
// MLIR-ERROR: 'func.call' op 'missing' does not reference a valid function
module @inner {
  func.func @b() {
    func.call @missing() : () -> ()
    return
  }
}
func.func @a(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
