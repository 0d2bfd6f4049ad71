// winograd.output_transform: NHWC or NCHW images.
// MLIR-ERROR: 'iree_linalg_ext.winograd.output_transform' op expect image dimensions to be either [1, 2] or [2, 3]
func.func @f(%in: tensor<8x8x1x2x2x32xf32>, %out: tensor<1x12x12x32xf32>) -> (tensor<1x12x12x32xf32>) {
  %0 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([0, 3]) ins(%in : tensor<8x8x1x2x2x32xf32>) outs(%out : tensor<1x12x12x32xf32>) -> tensor<1x12x12x32xf32>
  return %0 : tensor<1x12x12x32xf32>
}
