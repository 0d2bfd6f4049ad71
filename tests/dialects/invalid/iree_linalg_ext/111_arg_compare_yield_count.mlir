// arg_compare: the comparator yields one value.
// MLIR-ERROR: 'iree_linalg_ext.arg_compare' op expected linalg_ext.yield to return 1 operand, but got 0
func.func @f(%in: tensor<3x7xf32>, %ov: tensor<3xf32>, %oi: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<3x7xf32>) outs(%ov, %oi : tensor<3xf32>, tensor<3xi32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield 
  } -> tensor<3xf32>, tensor<3xi32>
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}
