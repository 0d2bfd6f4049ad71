func.func @matmul(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>) -> tensor<64x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>) outs(%f : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %r : tensor<64x16xf32>
}
