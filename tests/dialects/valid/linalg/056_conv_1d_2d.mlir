// linalg.conv_1d and linalg.conv_2d without batch or channels.
func.func @conv(%a: tensor<16xf32>, %k: tensor<3xf32>, %o: tensor<14xf32>, %a2: tensor<8x8xi32>, %k2: tensor<3x3xi32>, %o2: tensor<6x6xi32>) -> (tensor<14xf32>, tensor<6x6xi32>) {
  %0 = linalg.conv_1d ins(%a, %k : tensor<16xf32>, tensor<3xf32>) outs(%o : tensor<14xf32>) -> tensor<14xf32>
  %1 = linalg.conv_2d ins(%a2, %k2 : tensor<8x8xi32>, tensor<3x3xi32>) outs(%o2 : tensor<6x6xi32>) -> tensor<6x6xi32>
  return %0, %1 : tensor<14xf32>, tensor<6x6xi32>
}
