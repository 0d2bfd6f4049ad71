// linalg.generic with a map whose dimension count differs from the iterator count.
// MLIR-ERROR: 'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))
#m2 = affine_map<(d0, d1) -> (d0)>
#m1 = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#m2, #m1], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
