// index.sizeof takes no operand.
// MLIR-ERROR: 'index.sizeof' op requires zero operands
func.func @f(%a: index) {
  %0 = "index.sizeof"(%a) : (index) -> index
  return
}
