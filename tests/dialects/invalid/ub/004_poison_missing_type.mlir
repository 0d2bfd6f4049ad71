// ub.poison without its type.
// MLIR-ERROR: expected ':'
func.func @f() {
  %0 = ub.poison
  return
}
