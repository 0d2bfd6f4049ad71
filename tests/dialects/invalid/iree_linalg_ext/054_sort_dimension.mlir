// sort: the dimension is within the rank.
// MLIR-ERROR: 'iree_linalg_ext.sort' op dimension must be within (0, 2]
func.func @f(%t0: tensor<3x16xf32>) -> (tensor<3x16xf32>) {
  %0 = iree_linalg_ext.sort dimension(2) outs(%t0 : tensor<3x16xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3x16xf32>
  return %0 : tensor<3x16xf32>
}
