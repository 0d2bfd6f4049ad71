// winograd.output_transform: a tile transforms to the output tile size.
// MLIR-ERROR: 'iree_linalg_ext.winograd.output_transform' op expected output dims equal to output tile size if input is of rank 2
func.func @f(%in: tensor<8x8xf32>, %out: tensor<6x8xf32>) -> (tensor<6x8xf32>) {
  %0 = iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<8x8xf32>) outs(%out : tensor<6x8xf32>) -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}
