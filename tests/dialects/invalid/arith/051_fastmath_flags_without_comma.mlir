// Two fastmath flags separated by a space.
// MLIR-ERROR: expected '>'
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<nnan ninf> : f32
  return
}
