#id = affine_map<(i) -> (i)>
func.func @add_exp(%a: tensor<4194304xf32>, %b: tensor<4194304xf32>) -> tensor<4194304xf32> {
  %e = tensor.empty() : tensor<4194304xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4194304xf32>, tensor<4194304xf32>) outs(%e : tensor<4194304xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %x2 = math.exp %s : f32
    linalg.yield %x2 : f32
  } -> tensor<4194304xf32>
  return %r : tensor<4194304xf32>
}
