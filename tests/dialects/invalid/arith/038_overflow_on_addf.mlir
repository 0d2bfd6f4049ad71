// overflow flags are not accepted on float ops.
// MLIR-ERROR: expected ':'
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a overflow<nsw> : f32
  return
}
