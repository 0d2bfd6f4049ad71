// linalg.min (elementwise named binary op) on tensors and memrefs.
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %init: tensor<4x8xf32>, %m: memref<16xf32>) -> tensor<4x8xf32> {
  %0 = linalg.min ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.min ins(%m, %m : memref<16xf32>, memref<16xf32>) outs(%m : memref<16xf32>)
  return %0 : tensor<4x8xf32>
}
