// A call to an undefined function, then a dominance error in a later function: each function is verified wholly (dominance included) before the module checks symbol uses.
// MLIR-ERROR: operand #1 does not dominate this use
func.func @a() {
  func.call @missing() : () -> ()
  return
}
func.func @b(%x: i32) -> i32 {
  %r = arith.muli %x, %late : i32
  %late = arith.addi %x, %x : i32
  return %r : i32
}
