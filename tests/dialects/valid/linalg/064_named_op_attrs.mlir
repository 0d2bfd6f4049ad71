// Named linalg ops with discardable attributes and locations.
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul {test.tile = [2, 2]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32> loc("mm.mlir":2:8)
  %1 = linalg.add {test.fused} ins(%0, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32> loc("add")
  return %1 : tensor<4x4xf32>
}
