// winograd.filter_transform: HWCF or FCHW filters.
// MLIR-ERROR: 'iree_linalg_ext.winograd.filter_transform' op expect kernel dimensions to be either [0, 1] or [2, 3]
func.func @f(%in: tensor<3x3x4x16xf32>, %out: tensor<8x8x4x16xf32>) -> (tensor<8x8x4x16xf32>) {
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([1, 2]) ins(%in : tensor<3x3x4x16xf32>) outs(%out : tensor<8x8x4x16xf32>) -> tensor<8x8x4x16xf32>
  return %0 : tensor<8x8x4x16xf32>
}
