// index.constant beyond the 64-bit range.
// MLIR-ERROR: integer constant out of range for attribute
func.func @f() {
  %0 = index.constant 18446744073709551616
  return
}
