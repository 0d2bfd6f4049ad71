// index.constant's value must be of type index.
// MLIR-ERROR: 'index.constant' op attribute 'value' failed to satisfy constraint: index attribute
func.func @f() {
  %0 = "index.constant"() <{value = 3 : i32}> : () -> index
  return
}
