// tensor.expand_shape whose reassociation does not cover the result rank.
// MLIR-ERROR: 'tensor.expand_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  1.
func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.expand_shape %t [[0]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return
}
