// winograd.output_transform: one element type.
// MLIR-ERROR: 'iree_linalg_ext.winograd.output_transform' op expected input/output element types to be identical
func.func @f(%in: tensor<8x8x1x2x2x32xf32>, %out: tensor<1x12x12x32xbf16>) -> (tensor<1x12x12x32xbf16>) {
  %0 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<8x8x1x2x2x32xf32>) outs(%out : tensor<1x12x12x32xbf16>) -> tensor<1x12x12x32xbf16>
  return %0 : tensor<1x12x12x32xbf16>
}
