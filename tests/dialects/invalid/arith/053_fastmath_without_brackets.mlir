// The fastmath keyword without its flags.
// MLIR-ERROR: expected '<'
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath : f32
  return
}
