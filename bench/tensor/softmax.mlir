func.func @softmax(%a: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
  %e = tensor.empty() : tensor<512x1024xf32>
  %r = linalg.softmax dimension(1) ins(%a : tensor<512x1024xf32>) outs(%e : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  return %r : tensor<512x1024xf32>
}
