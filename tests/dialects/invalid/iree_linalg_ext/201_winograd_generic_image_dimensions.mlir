// winograd.input_transform: image_dimensions is a dense i64 array (generic form).
// MLIR-ERROR: invalid properties {image_dimensions = [1, 2], kernel_size = 3 : i64, output_tile_size = 6 : i64} for op iree_linalg_ext.winograd.input_transform: Invalid attribute `image_dimensions` in property conversion: [1, 2]
func.func @f(%a: tensor<6x6xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = "iree_linalg_ext.winograd.input_transform"(%a, %b) <{image_dimensions = [1, 2], kernel_size = 3 : i64, output_tile_size = 6 : i64}> : (tensor<6x6xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
