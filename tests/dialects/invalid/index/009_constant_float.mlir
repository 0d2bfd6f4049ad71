// index.constant with a float literal.
// MLIR-ERROR: floating point value not valid for specified type
func.func @f() {
  %0 = index.constant 1.5
  return
}
