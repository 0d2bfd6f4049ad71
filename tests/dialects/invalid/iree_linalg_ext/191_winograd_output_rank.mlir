// winograd.output_transform: the input has rank 2 or 6.
// MLIR-ERROR: 'iree_linalg_ext.winograd.output_transform' op expected input operand to have rank either 2 or 6
func.func @f(%in: tensor<8x8x1x2x2xf32>, %out: tensor<1x12x12xf32>) -> (tensor<1x12x12xf32>) {
  %0 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<8x8x1x2x2xf32>) outs(%out : tensor<1x12x12xf32>) -> tensor<1x12x12xf32>
  return %0 : tensor<1x12x12xf32>
}
