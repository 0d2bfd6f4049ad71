// winograd.filter_transform: a kernel transforms into a tile.
// MLIR-ERROR: 'iree_linalg_ext.winograd.filter_transform' op expected output operand to have rank 2 if input is of rank 2
func.func @f(%in: tensor<3x3xf32>, %out: tensor<8x8x1xf32>) -> (tensor<8x8x1xf32>) {
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%in : tensor<3x3xf32>) outs(%out : tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
  return %0 : tensor<8x8x1xf32>
}
