// index.bool.constant 2 is out of range for i1.
// MLIR-ERROR: integer constant out of range for attribute
func.func @f() {
  %0 = index.bool.constant 2
  return
}
