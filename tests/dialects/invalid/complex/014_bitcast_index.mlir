// complex.bitcast from index.
// MLIR-ERROR: 'complex.bitcast' op operand must be int/float/complex
func.func @f(%a: index) {
  %0 = complex.bitcast %a : index to complex<f32>
  return
}
