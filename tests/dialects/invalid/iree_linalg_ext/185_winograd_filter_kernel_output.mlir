// winograd.filter_transform: a kernel transforms to the input tile size.
// MLIR-ERROR: 'iree_linalg_ext.winograd.filter_transform' op expected output dims equal to input tile size if input is of rank 2
func.func @f(%in: tensor<3x3xf32>, %out: tensor<6x6xf32>) -> (tensor<6x6xf32>) {
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%in : tensor<3x3xf32>) outs(%out : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}
