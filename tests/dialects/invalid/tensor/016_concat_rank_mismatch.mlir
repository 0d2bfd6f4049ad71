// tensor.concat of tensors of different ranks.
// MLIR-ERROR: 'tensor.concat' op rank of concatenated inputs must match result rank
func.func @f(%a: tensor<2x4xf32>, %b: tensor<4xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<6x4xf32>
  return
}
