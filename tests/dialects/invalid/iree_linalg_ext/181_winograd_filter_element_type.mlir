// winograd.filter_transform: one element type.
// MLIR-ERROR: 'iree_linalg_ext.winograd.filter_transform' op expected input/output element types to be identical
func.func @f(%in: tensor<3x3x4x16xf32>, %out: tensor<8x8x4x16xf16>) -> (tensor<8x8x4x16xf16>) {
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%in : tensor<3x3x4x16xf32>) outs(%out : tensor<8x8x4x16xf16>) -> tensor<8x8x4x16xf16>
  return %0 : tensor<8x8x4x16xf16>
}
