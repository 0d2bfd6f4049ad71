// A float literal used for an integer constant.
// MLIR-ERROR: floating point value not valid for specified type
func.func @f() {
  %0 = arith.constant 1.5 : i32
  return
}
