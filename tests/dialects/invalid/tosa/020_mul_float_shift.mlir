// A float mul with a non-zero constant shift.
// MLIR-ERROR: 'tosa.mul' op require shift to be 0 for float type
func.func @f(%a: tensor<4xf32>) {
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return
}
