// expect_eq's operands differ in type (generic form).
// MLIR-ERROR: 'check.expect_eq' op failed to verify that all of {lhs, rhs} have same type
func.func @f(%c: tensor<2xf32>, %d: tensor<3xf32>) {
  "check.expect_eq"(%c, %d) : (tensor<2xf32>, tensor<3xf32>) -> ()
  return
}
