util.global private @w1 = dense<0.5> : tensor<16x32xf32>
util.global private @b1 = dense<0.1> : tensor<32xf32>
util.global private @w2 = dense<0.25> : tensor<32x4xf32>
func.func @mlp(%x: tensor<8x16xf32>) -> tensor<8x4xf32> {
  %w1 = util.global.load @w1 : tensor<16x32xf32>
  %b1 = util.global.load @b1 : tensor<32xf32>
  %w2 = util.global.load @w2 : tensor<32x4xf32>
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %hb = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<8x32xf32>, tensor<32xf32>) outs(%e1 : tensor<8x32xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.maximumf %s, %z : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x4xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%hb, %w2 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%f2 : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
