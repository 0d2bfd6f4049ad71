// winograd.input_transform: the output has two more dimensions.
// MLIR-ERROR: 'iree_linalg_ext.winograd.input_transform' op expected output rank to be equal to input rank + 2
func.func @f(%in: tensor<1x10x10x4xf32>, %out: tensor<8x8x1x2x2xf32>) -> (tensor<8x8x1x2x2xf32>) {
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<1x10x10x4xf32>) outs(%out : tensor<8x8x1x2x2xf32>) -> tensor<8x8x1x2x2xf32>
  return %0 : tensor<8x8x1x2x2xf32>
}
