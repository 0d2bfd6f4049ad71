// A comma with no flag after it; the closing bracket is on the next line.
// MLIR-ERROR: custom op 'arith.mulf' expected valid keyword or string
func.func @f(%a: f32) {
  %0 = arith.mulf %a, %a fastmath<nnan,
  > : f32
  return
}
