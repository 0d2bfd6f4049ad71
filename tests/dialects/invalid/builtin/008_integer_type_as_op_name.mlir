// An integer type where an op name is expected.
// MLIR-ERROR: expected operation name in quotes
func.func @f() {
  %0 = arith.constant 1 i32
  return
}
