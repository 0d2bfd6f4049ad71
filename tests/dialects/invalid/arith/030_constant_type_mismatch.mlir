// arith.constant whose value type differs from its result type (generic form).
// MLIR-ERROR: 'arith.constant' op failed to verify that all of {value, result} have same type
func.func @f() {
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}
