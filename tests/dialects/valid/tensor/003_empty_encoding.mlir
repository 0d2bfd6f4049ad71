// tensor.empty of a tensor type with an encoding attribute.
func.func @f() -> tensor<4xf32, "enc"> {
  %0 = tensor.empty() : tensor<4xf32, "enc">
  return %0 : tensor<4xf32, "enc">
}
