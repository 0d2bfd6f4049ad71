// linalg.transpose on tensors and memrefs with a permutation.
func.func @f(%a: tensor<2x3x4xf32>, %init: tensor<4x2x3xf32>, %m: memref<8x16xi8>, %mo: memref<16x8xi8>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%init : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  linalg.transpose ins(%m : memref<8x16xi8>) outs(%mo : memref<16x8xi8>) permutation = [1, 0]
  return %0 : tensor<4x2x3xf32>
}
