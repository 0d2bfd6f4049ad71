// tensor.extract with fewer indices than the tensor rank.
// MLIR-ERROR: 'tensor.extract' op incorrect number of indices for extract_element
func.func @f(%t: tensor<4x4xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}
