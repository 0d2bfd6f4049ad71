// matmul with zero points; fft2d and rfft2d (named results).
func.func @f(%a: tensor<1x14x19xf32>, %b: tensor<1x19x28xf32>, %re: tensor<1x4x8xf32>, %im: tensor<1x4x8xf32>) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x14x19xf32>, tensor<1x19x28xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x28xf32>
  %1, %2 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  %3, %4 = tosa.rfft2d %re : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
  return
}
