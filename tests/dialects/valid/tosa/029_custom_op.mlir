// tosa.custom with its string attributes, variadic inputs and outputs.
func.func @f(%a: tensor<10xi32>, %b: tensor<10xf32>) -> (tensor<10xi32>, tensor<10xf32>) {
  %0:2 = tosa.custom %a, %b {domain_name = "tosa_mlir_test", operator_name = "custom_test", implementation_attrs = ""} : (tensor<10xi32>, tensor<10xf32>) -> (tensor<10xi32>, tensor<10xf32>)
  return %0#0, %0#1 : tensor<10xi32>, tensor<10xf32>
}
