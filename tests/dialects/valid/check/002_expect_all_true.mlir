// check.expect_all_true on integer tensors, static and dynamic.
func.func @f(%a: tensor<2x3xi32>, %b: tensor<?xi1>) {
  check.expect_all_true(%a) : tensor<2x3xi32>
  check.expect_all_true(%b) : tensor<?xi1>
  return
}
