// Flags separated by `|` in a #arith.fastmath property (generic form).
// MLIR-ERROR: expected '>'
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<nnan|ninf>}> : (f32, f32) -> f32
  return
}
