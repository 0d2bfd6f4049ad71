// linalg.softmax along one dimension.
func.func @f(%a: tensor<2x16x32xf32>, %init: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%init : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
