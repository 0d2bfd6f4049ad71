// index.constant with true: a boolean is no index attribute.
// MLIR-ERROR: 'index.constant' op attribute 'value' failed to satisfy constraint: index attribute
func.func @f() {
  %0 = index.constant true
  return
}
