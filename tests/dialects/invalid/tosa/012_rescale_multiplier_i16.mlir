// scale32 = false needs an i16 multiplier.
// MLIR-ERROR: 'tosa.rescale' op expect i16 element type for multiplier for scale32=false, got 'i32'
func.func @f(%a: tensor<4xi32>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi32>) {
  %0 = tosa.rescale %a, %m, %s, %z, %z {rounding_mode = SINGLE_ROUND, scale32 = false, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return
}
