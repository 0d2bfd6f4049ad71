// func.return with more types than operands
// MLIR-ERROR: custom op 'func.return' number of operands and types do not match: got 1 operands and 2 types
func.func @f(%a: i32) {
  return %a : i32, i32
}
