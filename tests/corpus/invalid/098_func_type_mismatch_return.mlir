// func type mismatch return
// MLIR-ERROR: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
func.func @f() -> i32 {
  func.return
}
