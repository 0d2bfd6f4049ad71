// linalg.batch_matmul on tensors and memrefs.
func.func @bmm(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>, %ma: memref<?x?x?xf16>, %mc: memref<?x?x?xf16>) -> tensor<2x4x16xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  linalg.batch_matmul ins(%ma, %ma : memref<?x?x?xf16>, memref<?x?x?xf16>) outs(%mc : memref<?x?x?xf16>)
  return %0 : tensor<2x4x16xf32>
}
