// An integer constant that does not fit its type.
// MLIR-ERROR: integer constant out of range for attribute
func.func @f() {
  %0 = arith.constant 256 : i8
  return
}
