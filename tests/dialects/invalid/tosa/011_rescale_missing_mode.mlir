// rescale without its rounding mode.
// MLIR-ERROR: 'tosa.rescale' op requires attribute 'rounding_mode'
func.func @f(%a: tensor<4xi32>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi32>) {
  %0 = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return
}
