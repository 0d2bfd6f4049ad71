// tensor.concat along a dimension beyond the rank.
// MLIR-ERROR: 'tensor.concat' op concatenation dim must be less than the tensor rank
func.func @f(%a: tensor<2xf32>) {
  %0 = tensor.concat dim(1) %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return
}
