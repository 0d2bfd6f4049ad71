// linalg.generic with a scalar input (map with no results) broadcast to a tensor.
#scalar = affine_map<(d0) -> ()>
#id = affine_map<(d0) -> (d0)>
func.func @f(%x: f32, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#scalar, #id], iterator_types = ["parallel"]} ins(%x : f32) outs(%init : tensor<8xf32>) {
  ^bb0(%s: f32, %o: f32):
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
