// tosa.const whose value's element type is not the result's.
// MLIR-ERROR: 'tosa.const' op expected same attr/result element types
func.func @f() {
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<2xf32>}> : () -> tensor<2xf16>
  return
}
