// iree_linalg_ext.sort of 1e6 f32 keys (one row), `cmpf olt`.
func.func @sort_1m(%k: tensor<1000000xf32>) -> tensor<1000000xf32> {
  %0 = iree_linalg_ext.sort dimension(0) outs(%k : tensor<1000000xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<1000000xf32>
  return %0 : tensor<1000000xf32>
}
