// The constant's result has its value's type.
// MLIR-ERROR: 'flow.tensor.constant' op failed to verify that all of {value, result} have same type
func.func @f() {
  %0 = "flow.tensor.constant"() <{value = dense<1> : tensor<2xi8>}> : () -> tensor<2xi16>
  return
}
