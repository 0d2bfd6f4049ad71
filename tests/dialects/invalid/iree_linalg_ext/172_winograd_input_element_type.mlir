// winograd.input_transform: one element type.
// MLIR-ERROR: 'iree_linalg_ext.winograd.input_transform' op expected input/output element types to be identical
func.func @f(%in: tensor<1x10x10x4xf32>, %out: tensor<8x8x1x2x2x4xf16>) -> (tensor<8x8x1x2x2x4xf16>) {
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<1x10x10x4xf32>) outs(%out : tensor<8x8x1x2x2x4xf16>) -> tensor<8x8x1x2x2x4xf16>
  return %0 : tensor<8x8x1x2x2x4xf16>
}
