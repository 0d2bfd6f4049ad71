// complex.bitcast between types of different bit widths.
// MLIR-ERROR: 'complex.bitcast' op casting bitwidths do not match
func.func @f(%a: f32) {
  %0 = complex.bitcast %a : f32 to complex<f32>
  return
}
