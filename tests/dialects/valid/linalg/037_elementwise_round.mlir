// linalg.round (elementwise named op) on tensors and memrefs.
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4x8xf32>, %m: memref<?xf64>, %mo: memref<?xf64>) -> tensor<4x8xf32> {
  %0 = linalg.round ins(%a : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.round ins(%m : memref<?xf64>) outs(%mo : memref<?xf64>)
  return %0 : tensor<4x8xf32>
}
