// winograd.input_transform: a tile transforms into a tile.
// MLIR-ERROR: 'iree_linalg_ext.winograd.input_transform' op expected output operand to have rank 2 if input is of rank 2
func.func @f(%in: tensor<6x6xf32>, %out: tensor<8x8x1xf32>) -> (tensor<8x8x1xf32>) {
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<6x6xf32>) outs(%out : tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
  return %0 : tensor<8x8x1xf32>
}
