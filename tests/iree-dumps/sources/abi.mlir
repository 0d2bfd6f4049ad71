func.func @scale(%v: tensor<4xf32>, %k: f32) -> (tensor<4xf32>, f32) attributes {
  iree.reflection = {iree.abi = "{\"a\":[[\"ndarray\",\"f32\",1,4],\"f32\"],\"r\":[[\"ndarray\",\"f32\",1,4],\"f32\"],\"v\":1}"}
} {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%v : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %k : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %k2 = arith.mulf %k, %k : f32
  return %r, %k2 : tensor<4xf32>, f32
}
