// The generic form, with the defaults written out and a discardable attribute.
func.func @f(%a: tensor<2xf32>) {
  "check.expect_almost_eq_const"(%a) <{atol = 1.000000e-02 : f32, rtol = 0.000000e+00 : f32, value = dense<1.0> : tensor<2xf32>}> {x = 1} : (tensor<2xf32>) -> ()
  "check.expect_almost_eq"(%a, %a) <{atol = 9.99999974E-5 : f32, rtol = 0.000000e+00 : f32}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  "check.expect_eq_const"(%a) <{value = dense<1.0> : tensor<2xf32>}> : (tensor<2xf32>) -> ()
  return
}
