// Flags separated by `|` in a string: a string splits at commas only.
// MLIR-ERROR: expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<"nsw|nuw">}> : (i32, i32) -> i32
  return
}
