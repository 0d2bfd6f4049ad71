// tosa.custom without its domain_name.
// MLIR-ERROR: 'tosa.custom' op requires attribute 'domain_name'
func.func @f(%a: tensor<10xi32>) {
  %0 = tosa.custom %a {operator_name = "x", implementation_attrs = ""} : (tensor<10xi32>) -> tensor<10xi32>
  return
}
