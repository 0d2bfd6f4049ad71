// iree_linalg_ext.sort of one tensor along its last dimension.
func.func @f(%t: tensor<3x16xf32>) -> tensor<3x16xf32> {
  %0 = iree_linalg_ext.sort dimension(1) outs(%t : tensor<3x16xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3x16xf32>
  return %0 : tensor<3x16xf32>
}
