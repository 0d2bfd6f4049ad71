// linalg.batch_matvec.
func.func @bmv(%a: tensor<2x4x8xf32>, %x: tensor<2x8xf32>, %y: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.batch_matvec ins(%a, %x : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%y : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
