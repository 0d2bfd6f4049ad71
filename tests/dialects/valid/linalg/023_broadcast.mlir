// linalg.broadcast adding dimensions, on tensors and memrefs.
func.func @f(%a: tensor<8xf32>, %init: tensor<4x8x2xf32>, %m: memref<?xi32>, %mo: memref<?x5xi32>) -> tensor<4x8x2xf32> {
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%init : tensor<4x8x2xf32>) dimensions = [0, 2]
  linalg.broadcast ins(%m : memref<?xi32>) outs(%mo : memref<?x5xi32>) dimensions = [1]
  return %0 : tensor<4x8x2xf32>
}
