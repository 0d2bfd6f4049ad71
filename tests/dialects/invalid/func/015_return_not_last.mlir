// func.return followed by another operation in the same block.
// MLIR-ERROR: 'func.return' op must be the last operation in the parent block
func.func @f(%a: i32) {
  return
  return
}
