// linalg.map in the short `{ op }` form, on tensors and memrefs.
func.func @f(%a: tensor<4xi32>, %init: tensor<4xi32>, %m: memref<4xf32>, %mo: memref<4xf32>) -> tensor<4xi32> {
  %0 = linalg.map { arith.addi } ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%init : tensor<4xi32>)
  linalg.map { math.absf } ins(%m : memref<4xf32>) outs(%mo : memref<4xf32>)
  return %0 : tensor<4xi32>
}
