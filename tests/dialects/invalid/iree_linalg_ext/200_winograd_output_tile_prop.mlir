// winograd.output_transform: output_tile_size is a bare integer.
// MLIR-ERROR: expected ')'
func.func @f(%in: tensor<8x8xf32>, %out: tensor<6x6xf32>) -> (tensor<6x6xf32>) {
  %0 = iree_linalg_ext.winograd.output_transform output_tile_size(6 : i32) kernel_size(3) image_dimensions([1, 2]) ins(%in : tensor<8x8xf32>) outs(%out : tensor<6x6xf32>) -> tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}
