// index.constant without its value.
// MLIR-ERROR: 'index.constant' op requires attribute 'value'
func.func @f() {
  %0 = "index.constant"() : () -> index
  return
}
