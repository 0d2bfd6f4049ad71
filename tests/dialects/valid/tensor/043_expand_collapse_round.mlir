// tensor.expand_shape followed by tensor.collapse_shape restoring the original type.
func.func @f(%t: tensor<?x8xf32>, %n: index) -> tensor<?x8xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 8] : tensor<?x8xf32> into tensor<?x2x8xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x2x8xf32> into tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}
