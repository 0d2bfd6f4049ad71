// tensor.concat along dimension 0 and along a dynamic dimension.
func.func @f(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %c: tensor<2x?xf32>) -> (tensor<5x4xf32>, tensor<2x?xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  %1 = tensor.concat dim(1) %a, %c, %a : (tensor<2x4xf32>, tensor<2x?xf32>, tensor<2x4xf32>) -> tensor<2x?xf32>
  return %0, %1 : tensor<5x4xf32>, tensor<2x?xf32>
}
