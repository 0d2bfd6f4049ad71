// A number as a fastmath flag.
// MLIR-ERROR: custom op 'arith.addf' expected valid keyword or string
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<1> : f32
  return
}
