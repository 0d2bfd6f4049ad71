// tosa.rescale with a bare rounding mode, per-channel.
func.func @f(%a: tensor<1x1x1x3xi32>) -> tensor<1x1x1x3xi8> {
  %m = "tosa.const"() <{values = dense<[2026291432, 1079222024, 1693132724]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<[37, 36, 37]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %oz = "tosa.const"() <{values = dense<27> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {rounding_mode = DOUBLE_ROUND, scale32 = true, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x1x1x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x3xi8>
  return %0 : tensor<1x1x1x3xi8>
}
