// iree_linalg_ext.winograd.filter_transform of HWCF and FCHW filters, and of one kernel.
func.func @f(%a: tensor<3x3x4x16xf32>, %b: tensor<16x4x3x3xf32>, %k: tensor<3x3xf32>) -> (tensor<8x8x4x16xf32>, tensor<8x8x4x16xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8x4x16xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%a : tensor<3x3x4x16xf32>) outs(%e : tensor<8x8x4x16xf32>) -> tensor<8x8x4x16xf32>
  %1 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([2, 3]) ins(%b : tensor<16x4x3x3xf32>) outs(%e : tensor<8x8x4x16xf32>) -> tensor<8x8x4x16xf32>
  %2 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%k : tensor<3x3xf32>) outs(%e2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0, %1, %2 : tensor<8x8x4x16xf32>, tensor<8x8x4x16xf32>, tensor<8x8xf32>
}
