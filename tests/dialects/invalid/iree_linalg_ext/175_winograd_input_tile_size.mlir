// winograd.input_transform: a tile is at most the input tile size.
// MLIR-ERROR: 'iree_linalg_ext.winograd.input_transform' op expected input dims not greater than input tile size if input is of rank 2
func.func @f(%in: tensor<6x9xf32>, %out: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<6x9xf32>) outs(%out : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
