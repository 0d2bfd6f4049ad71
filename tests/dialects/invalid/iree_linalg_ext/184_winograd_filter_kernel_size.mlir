// winograd.filter_transform: a kernel has the kernel size.
// MLIR-ERROR: 'iree_linalg_ext.winograd.filter_transform' op expected input dims to be equal to kernel size if input is of rank 2
func.func @f(%in: tensor<3x4xf32>, %out: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%in : tensor<3x4xf32>) outs(%out : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
