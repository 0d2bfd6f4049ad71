// iree_linalg_ext.winograd.input_transform of NHWC and NCHW images, and of one tile.
func.func @f(%a: tensor<1x10x10x4xf32>, %b: tensor<1x4x10x10xf32>, %t: tensor<6x6xf32>) -> (tensor<8x8x1x2x2x4xf32>, tensor<8x8x1x2x2x4xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8x1x2x2x4xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%a : tensor<1x10x10x4xf32>) outs(%e : tensor<8x8x1x2x2x4xf32>) -> tensor<8x8x1x2x2x4xf32>
  %1 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([2, 3]) ins(%b : tensor<1x4x10x10xf32>) outs(%e : tensor<8x8x1x2x2x4xf32>) -> tensor<8x8x1x2x2x4xf32>
  %2 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([0, 1]) ins(%t : tensor<6x6xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0, %1, %2 : tensor<8x8x1x2x2x4xf32>, tensor<8x8x1x2x2x4xf32>, tensor<8x8xf32>
}
