// value must be an elements attribute.
// MLIR-ERROR: invalid properties {value = 1.000000e+00 : f32} for op check.expect_eq_const: Invalid attribute `value` in property conversion: 1.000000e+00 : f32
func.func @f(%c: tensor<2xf32>) {
  "check.expect_eq_const"(%c) <{value = 1.0 : f32}> : (tensor<2xf32>) -> ()
  return
}
