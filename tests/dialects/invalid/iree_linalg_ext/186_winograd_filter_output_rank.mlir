// winograd.filter_transform: the output has the filter's rank.
// MLIR-ERROR: 'iree_linalg_ext.winograd.filter_transform' op expected output rank to be equal to input rank
func.func @f(%in: tensor<3x3x4x16xf32>, %out: tensor<8x8x64xf32>) -> (tensor<8x8x64xf32>) {
  %0 = iree_linalg_ext.winograd.filter_transform output_tile_size(6) kernel_size(3) kernel_dimensions([0, 1]) ins(%in : tensor<3x3x4x16xf32>) outs(%out : tensor<8x8x64xf32>) -> tensor<8x8x64xf32>
  return %0 : tensor<8x8x64xf32>
}
