// winograd.output_transform: a tile has the input tile size.
// MLIR-ERROR: 'iree_linalg_ext.winograd.output_transform' op expected input dims to be equal to input tile size if input is of rank 2
func.func @f(%in: tensor<8x6xf32>, %out: tensor<6x6xf32>) -> (tensor<6x6xf32>) {
  %0 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<8x6xf32>) outs(%out : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}
