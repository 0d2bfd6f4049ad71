// linalg.matvec on tensors and memrefs.
func.func @mv(%a: tensor<4x8xf32>, %x: tensor<8xf32>, %y: tensor<4xf32>, %ma: memref<?x?xf64>, %mx: memref<?xf64>, %my: memref<?xf64>) -> tensor<4xf32> {
  %0 = linalg.matvec ins(%a, %x : tensor<4x8xf32>, tensor<8xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  linalg.matvec ins(%ma, %mx : memref<?x?xf64>, memref<?xf64>) outs(%my : memref<?xf64>)
  return %0 : tensor<4xf32>
}
