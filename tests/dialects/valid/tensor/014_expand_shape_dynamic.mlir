// tensor.expand_shape with a dynamic output size given as an SSA value.
func.func @f(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
