// ub.unreachable followed by another op.
// MLIR-ERROR: 'ub.unreachable' op must be the last operation in the parent block
func.func @f() {
  ub.unreachable
  return
}
