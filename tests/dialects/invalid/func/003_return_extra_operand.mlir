// func.return with an operand in a function without results.
// MLIR-ERROR: 'func.return' op has 1 operands, but enclosing function (@f) returns 0
func.func @f(%a: i32) {
  return %a : i32
}
