// iree_linalg_ext.winograd.output_transform to NHWC and NCHW images, and of one tile.
func.func @f(%a: tensor<8x8x1x2x2x32xf32>, %t: tensor<8x8xf32>) -> (tensor<1x12x12x32xf32>, tensor<1x32x12x12xf32>, tensor<6x6xf32>) {
  %e = tensor.empty() : tensor<1x12x12x32xf32>
  %e1 = tensor.empty() : tensor<1x32x12x12xf32>
  %e2 = tensor.empty() : tensor<6x6xf32>
  %0 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%a : tensor<8x8x1x2x2x32xf32>) outs(%e : tensor<1x12x12x32xf32>) -> tensor<1x12x12x32xf32>
  %1 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([2, 3]) ins(%a : tensor<8x8x1x2x2x32xf32>) outs(%e1 : tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
  %2 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%t : tensor<8x8xf32>) outs(%e2 : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %0, %1, %2 : tensor<1x12x12x32xf32>, tensor<1x32x12x12xf32>, tensor<6x6xf32>
}
