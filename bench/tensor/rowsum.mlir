func.func @rowsum(%a: tensor<4096x1024xf32>) -> tensor<4096xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %r = linalg.reduce ins(%a : tensor<4096x1024xf32>) outs(%f : tensor<4096xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4096xf32>
}
