// sort: two block arguments per output.
// MLIR-ERROR: 'iree_linalg_ext.sort' op region block should have 2 arguments
func.func @f(%t0: tensor<3x16xf32>) -> (tensor<3x16xf32>) {
  %0 = iree_linalg_ext.sort dimension(1) outs(%t0 : tensor<3x16xf32>) {
  ^bb0(%a: f32, %b: f32, %x: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3x16xf32>
  return %0 : tensor<3x16xf32>
}
