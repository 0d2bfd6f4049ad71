// index.cmp with its operands not in parentheses.
// MLIR-ERROR: expected '('
func.func @f(%a: index) {
  %0 = index.cmp slt %a, %a
  return
}
