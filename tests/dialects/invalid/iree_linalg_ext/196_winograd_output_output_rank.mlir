// winograd.output_transform: the output has two dimensions less.
// MLIR-ERROR: 'iree_linalg_ext.winograd.output_transform' op expected output rank to be equal to input rank - 2
func.func @f(%in: tensor<8x8x1x2x2x32xf32>, %out: tensor<1x12x12x32x1xf32>) -> (tensor<1x12x12x32x1xf32>) {
  %0 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<8x8x1x2x2x32xf32>) outs(%out : tensor<1x12x12x32x1xf32>) -> tensor<1x12x12x32x1xf32>
  return %0 : tensor<1x12x12x32x1xf32>
}
