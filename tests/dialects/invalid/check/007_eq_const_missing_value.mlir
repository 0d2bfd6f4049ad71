// expect_eq_const without its value.
// MLIR-ERROR: 'check.expect_eq_const' op requires attribute 'value'
func.func @f(%c: tensor<2xf32>) {
  "check.expect_eq_const"(%c) : (tensor<2xf32>) -> ()
  return
}
