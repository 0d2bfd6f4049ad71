// winograd.input_transform with dynamic sizes, and on memrefs.
func.func @f(%a: tensor<?x?x?x?xf32>, %o: tensor<8x8x?x?x?x?xf32>, %m: memref<2x14x14x3xf16>, %mo: memref<8x8x2x2x2x3xf16>) -> tensor<8x8x?x?x?x?xf32> {
  %0 = iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%a : tensor<?x?x?x?xf32>) outs(%o : tensor<8x8x?x?x?x?xf32>) -> tensor<8x8x?x?x?x?xf32>
  iree_linalg_ext.winograd.input_transform output_tile_size(6) kernel_size(3) image_dimensions([1, 2]) ins(%m : memref<2x14x14x3xf16>) outs(%mo : memref<8x8x2x2x2x3xf16>)
  return %0 : tensor<8x8x?x?x?x?xf32>
}
