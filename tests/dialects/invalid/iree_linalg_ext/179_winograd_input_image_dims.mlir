// winograd.input_transform: NHWC or NCHW images.
// MLIR-ERROR: 'iree_linalg_ext.winograd.input_transform' op expect image dimensions to be either [1, 2] or [2, 3]
func.func @f(%in: tensor<1x10x10x4xf32>, %out: tensor<8x8x1x2x2x4xf32>) -> (tensor<8x8x1x2x2x4xf32>) {
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([0, 1]) ins(%in : tensor<1x10x10x4xf32>) outs(%out : tensor<8x8x1x2x2x4xf32>) -> tensor<8x8x1x2x2x4xf32>
  return %0 : tensor<8x8x1x2x2x4xf32>
}
