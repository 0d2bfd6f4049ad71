// atol must be a 32-bit float attribute.
// MLIR-ERROR: invalid properties {atol = 1 : i32, value = dense<1.000000e+00> : tensor<2xf32>} for op check.expect_almost_eq_const: Invalid attribute `atol` in property conversion: 1 : i32
func.func @f(%c: tensor<2xf32>) {
  "check.expect_almost_eq_const"(%c) <{value = dense<1.0> : tensor<2xf32>, atol = 1 : i32}> : (tensor<2xf32>) -> ()
  return
}
