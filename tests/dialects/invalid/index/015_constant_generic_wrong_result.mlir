// index.constant returns an index.
// MLIR-ERROR: 'index.constant' op result #0 must be index, but got 'i64'
func.func @f() {
  %0 = "index.constant"() <{value = 3 : index}> : () -> i64
  return
}
