// winograd.input_transform: the output has the tiled shape.
// MLIR-ERROR: 'iree_linalg_ext.winograd.input_transform' op incompatible output shape
func.func @f(%in: tensor<1x10x10x4xf32>, %out: tensor<8x8x1x3x2x4xf32>) -> (tensor<8x8x1x3x2x4xf32>) {
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<1x10x10x4xf32>) outs(%out : tensor<8x8x1x3x2x4xf32>) -> tensor<8x8x1x3x2x4xf32>
  return %0 : tensor<8x8x1x3x2x4xf32>
}
