// func.return with fewer operands than the function has results.
// MLIR-ERROR: 'func.return' op has 1 operands, but enclosing function (@f) returns 2
func.func @f(%a: i32) -> (i32, i32) {
  return %a : i32
}
