// index.constant with a string.
// MLIR-ERROR: custom op 'index.constant' invalid kind of attribute specified
func.func @f() {
  %0 = index.constant "3"
  return
}
