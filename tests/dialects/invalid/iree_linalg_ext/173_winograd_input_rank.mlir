// winograd.input_transform: the input has rank 2 or 4.
// MLIR-ERROR: 'iree_linalg_ext.winograd.input_transform' op expected input operand to have rank either 2 or 4
func.func @f(%in: tensor<1x10x10xf32>, %out: tensor<8x8x1x2x2xf32>) -> (tensor<8x8x1x2x2xf32>) {
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<1x10x10xf32>) outs(%out : tensor<8x8x1x2x2xf32>) -> tensor<8x8x1x2x2xf32>
  return %0 : tensor<8x8x1x2x2xf32>
}
