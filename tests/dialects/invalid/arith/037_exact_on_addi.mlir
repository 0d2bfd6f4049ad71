// `exact` is not accepted on arith.addi.
// MLIR-ERROR: expected ':'
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a exact : i32
  return
}
