// arith.constant of a tensor of unsigned integers.
func.func @f() -> tensor<2xui32> {
  %0 = arith.constant dense<1> : tensor<2xui32>
  return %0 : tensor<2xui32>
}
