// linalg.yield directly in a function body.
// MLIR-ERROR: 'linalg.yield' op expected parent op with LinalgOp interface
func.func @f(%x: f32) {
  linalg.yield %x : f32
}
