// pad whose output does not add up.
// MLIR-ERROR: 'tosa.pad' op mismatch in output shape at dimension 0: expected 13 + 0 + 1 = 14, but got 13
func.func @f(%a: tensor<13x21x3xf32>) {
  %p = tosa.const_shape {values = dense<[0, 1, 0, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<13x21x3xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<13x21x3xf32>
  return
}
