// linalg.copy on tensors and memrefs.
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %m: memref<?x?xi8>, %n: memref<?x?xi8>) -> tensor<4xf32> {
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  linalg.copy ins(%m : memref<?x?xi8>) outs(%n : memref<?x?xi8>)
  return %0 : tensor<4xf32>
}
