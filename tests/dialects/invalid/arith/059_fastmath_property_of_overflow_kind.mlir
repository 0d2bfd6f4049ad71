// A #arith.overflow attribute as the fastmath property (generic form).
// MLIR-ERROR: invalid properties {fastmath = #arith.overflow<nsw>} for op arith.addf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return
}
