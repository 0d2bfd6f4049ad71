// Constant tensors, which IREE packs into a #util.composite buffer constant from the stream phase on.
func.func @f(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[5, 6, 7, 9]> : tensor<4xi32>
  %c = arith.addf %x, %a : tensor<4xf32>
  return %c, %b : tensor<4xf32>, tensor<4xi32>
}
