// A property of another attribute class in the generic form's <{...}>.
// MLIR-ERROR: invalid properties {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = "SINGLE_ROUND", scale32 = true} for op tosa.rescale: Invalid attribute `rounding_mode` in property conversion: "SINGLE_ROUND"
func.func @f(%a: tensor<4xi32>, %m: tensor<1xi32>, %s: tensor<1xi8>, %z: tensor<1xi32>) {
  %0 = "tosa.rescale"(%a, %m, %s, %z, %z) <{rounding_mode = "SINGLE_ROUND", per_channel = false, scale32 = true, input_unsigned = false, output_unsigned = false}> : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return
}
