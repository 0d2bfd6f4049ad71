// fastmath<> with no flag at all.
// MLIR-ERROR: custom op 'arith.addf' expected valid keyword or string
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<> : f32
  return
}
