// linalg.mmt4d on packed 4-d operands.
func.func @mmt4d(%a: tensor<2x4x8x1xf32>, %b: tensor<3x4x8x1xf32>, %c: tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32> {
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x4x8x1xf32>, tensor<3x4x8x1xf32>) outs(%c : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  return %0 : tensor<2x3x8x8xf32>
}
