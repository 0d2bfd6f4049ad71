// tensor.insert with more indices than the tensor rank.
// MLIR-ERROR: 'tensor.insert' op incorrect number of indices
func.func @f(%t: tensor<4xf32>, %v: f32, %i: index) {
  %0 = tensor.insert %v into %t[%i, %i] : tensor<4xf32>
  return
}
