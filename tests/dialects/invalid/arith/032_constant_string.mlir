// arith.constant of a string attribute.
// MLIR-ERROR: 'arith.constant' op value must be an integer, float, or elements attribute
func.func @f() {
  %0 = arith.constant "hello" : i32
  return
}
