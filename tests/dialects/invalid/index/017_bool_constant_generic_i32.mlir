// index.bool.constant's value must be a bool.
// MLIR-ERROR: invalid properties {value = 1 : i32} for op index.bool.constant: Invalid attribute `value` in property conversion: 1 : i32
func.func @f() {
  %0 = "index.bool.constant"() <{value = 1 : i32}> : () -> i1
  return
}
