// iree_linalg_ext.arg_compare: the arg-max of each row, with an index base.
func.func @f(%in: tensor<3x7xf32>, %ov: tensor<3xf32>, %oi: tensor<3xi32>, %base: index) -> (tensor<3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<3x7xf32>) outs(%ov, %oi : tensor<3xf32>, tensor<3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3xf32>, tensor<3xi32>
  %1:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<3x7xf32>) outs(%ov, %oi : tensor<3xf32>, tensor<3xi32>) index_base(%base : index) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3xf32>, tensor<3xi32>
  return %0#0, %0#1, %1#0, %1#1 : tensor<3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>
}
