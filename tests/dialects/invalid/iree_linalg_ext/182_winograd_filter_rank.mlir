// winograd.filter_transform: the filter has rank 2 or 4.
// MLIR-ERROR: 'iree_linalg_ext.winograd.filter_transform' op expected input operand to have rank either 2 or 4
func.func @f(%in: tensor<3x3x4xf32>, %out: tensor<8x8x4xf32>) -> (tensor<8x8x4xf32>) {
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%in : tensor<3x3x4xf32>) outs(%out : tensor<8x8x4xf32>) -> tensor<8x8x4xf32>
  return %0 : tensor<8x8x4xf32>
}
