// winograd.filter_transform: the kernel dimensions have the kernel size.
// MLIR-ERROR: 'iree_linalg_ext.winograd.filter_transform' op expect all kernel dimensions to have the kernel size
func.func @f(%in: tensor<3x5x4x16xf32>, %out: tensor<8x8x4x16xf32>) -> (tensor<8x8x4x16xf32>) {
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%in : tensor<3x5x4x16xf32>) outs(%out : tensor<8x8x4x16xf32>) -> tensor<8x8x4x16xf32>
  return %0 : tensor<8x8x4x16xf32>
}
