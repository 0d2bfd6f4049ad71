// tensor.collapse_shape of a unit tensor to a 0-d tensor.
func.func @f(%t: tensor<1x1xf64>) -> tensor<f64> {
  %0 = tensor.collapse_shape %t [] : tensor<1x1xf64> into tensor<f64>
  return %0 : tensor<f64>
}
