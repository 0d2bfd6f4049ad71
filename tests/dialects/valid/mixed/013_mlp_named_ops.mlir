// A two-layer perceptron with named linalg ops: matmul, broadcast, add and tanh.
func.func @mlp(%x: tensor<4x8xf32>, %w1: tensor<8x8xf32>, %b1: tensor<8xf32>, %w2: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x8xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %bb = linalg.broadcast ins(%b1 : tensor<8xf32>) outs(%e1 : tensor<4x8xf32>) dimensions = [0]
  %hb = linalg.add ins(%h, %bb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = linalg.tanh ins(%hb : tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<4x8xf32>, tensor<8x2xf32>) outs(%z2 : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}
