// arith.constant with a string value in generic form: its type (none) is not the result's.
// MLIR-ERROR: 'arith.constant' op failed to verify that all of {value, result} have same type
func.func @f() {
  %x = "arith.constant"() {value = "xyz"} : () -> i32
  return
}
