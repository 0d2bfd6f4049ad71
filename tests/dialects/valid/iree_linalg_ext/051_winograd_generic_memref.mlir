// The Winograd transforms in generic form, and the output transform on memrefs.
func.func @f(%a: tensor<3x3x2x4xf32>, %b: tensor<8x8x2x4xf32>, %m: memref<8x8x1x1x1x2xf16>, %mo: memref<1x6x6x2xf16>) -> tensor<8x8x2x4xf32> {
  %0 = "iree_linalg_ext.winograd.filter_transform"(%a, %b) <{kernel_dimensions = array<i64: 0, 1>, kernel_size = 3 : i64, output_tile_size = 6 : i64}> : (tensor<3x3x2x4xf32>, tensor<8x8x2x4xf32>) -> tensor<8x8x2x4xf32>
  iree_linalg_ext.winograd.output_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%m : memref<8x8x1x1x1x2xf16>) outs(%mo : memref<1x6x6x2xf16>)
  return %0 : tensor<8x8x2x4xf32>
}
