// L2-normalise a vector: linalg.reduce of squares, math.rsqrt, linalg.map with a scale.
func.func @normalize(%v: tensor<16xf32>) -> tensor<16xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %ss = linalg.reduce ins(%v : tensor<16xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %sq = arith.mulf %x, %x : f32
      %s = arith.addf %sq, %acc : f32
      linalg.yield %s : f32
    }
  %total = tensor.extract %ss[] : tensor<f32>
  %inv = math.rsqrt %total : f32
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.map ins(%v : tensor<16xf32>) outs(%e : tensor<16xf32>)
    (%x: f32, %o: f32) {
      %y = arith.mulf %x, %inv : f32
      linalg.yield %y : f32
    }
  return %r : tensor<16xf32>
}
