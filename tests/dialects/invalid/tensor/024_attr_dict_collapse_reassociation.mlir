// tensor.collapse_shape with a flat reassociation array in its attribute dictionary.
// MLIR-ERROR: custom op 'tensor.collapse_shape' 'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.collapse_shape %t [[0]] {reassociation = [1]} : tensor<4xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}
