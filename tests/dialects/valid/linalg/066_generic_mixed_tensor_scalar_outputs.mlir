// linalg.generic on a rank-0 tensor input and dynamic output with a 3-d iteration space.
#m0 = affine_map<(d0, d1, d2) -> ()>
#m1 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
func.func @f(%s: tensor<f32>, %init: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#m0, #m1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<f32>) outs(%init : tensor<?x?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.addf %x, %o : f32
    linalg.yield %r : f32
  } -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
