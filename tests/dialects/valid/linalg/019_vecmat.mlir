// linalg.vecmat (vector times matrix).
func.func @vm(%x: tensor<4xf32>, %a: tensor<4x8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.vecmat ins(%x, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
