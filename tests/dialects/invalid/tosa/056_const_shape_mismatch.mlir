// tosa.const whose value's shape is not the result's (AllShapesMatch).
// MLIR-ERROR: 'tosa.const' op failed to verify that all of {values, output} have same shape
func.func @f() {
  %0 = "tosa.const"() {values = dense<0.0> : tensor<1x1xf32>} : () -> tensor<100x100xf32>
  return
}
