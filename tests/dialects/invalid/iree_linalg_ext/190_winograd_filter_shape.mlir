// winograd.filter_transform: the output has the transformed shape.
// MLIR-ERROR: 'iree_linalg_ext.winograd.filter_transform' op incompatible output shape
func.func @f(%in: tensor<16x4x3x3xf32>, %out: tensor<8x8x16x4xf32>) -> (tensor<8x8x16x4xf32>) {
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([2, 3]) ins(%in : tensor<16x4x3x3xf32>) outs(%out : tensor<8x8x16x4xf32>) -> tensor<8x8x16x4xf32>
  return %0 : tensor<8x8x16x4xf32>
}
