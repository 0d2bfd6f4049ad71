// arg_compare: the comparator yields an i1.
// MLIR-ERROR: 'iree_linalg_ext.arg_compare' op region block must end with a linalg_ext.yield i1, but got: 'f32'
func.func @f(%in: tensor<3x7xf32>, %ov: tensor<3xf32>, %oi: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<3x7xf32>) outs(%ov, %oi : tensor<3xf32>, tensor<3xi32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<3xf32>, tensor<3xi32>
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}
