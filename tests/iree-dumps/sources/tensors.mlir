func.func @add_scale(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %s: f32) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %t = arith.addf %x, %y : f32
    %u = arith.mulf %t, %s : f32
    linalg.yield %u : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
func.func @dynamic_sum(%a: tensor<?xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%a : tensor<?xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
func.func @slice(%a: tensor<8x8xi32>) -> tensor<2x4xi32> {
  %s = tensor.extract_slice %a[1, 2] [2, 4] [1, 1] : tensor<8x8xi32> to tensor<2x4xi32>
  return %s : tensor<2x4xi32>
}
