// arg_compare: the index base is an index (ODS).
// MLIR-ERROR: 'iree_linalg_ext.arg_compare' op operand #3 must be index, but got 'i32'
func.func @f(%in: tensor<3x7xf32>, %ov: tensor<3xf32>, %oi: tensor<3xi32>, %base: i32) -> (tensor<3xf32>, tensor<3xi32>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<3x7xf32>) outs(%ov, %oi : tensor<3xf32>, tensor<3xi32>) index_base(%base : i32) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3xf32>, tensor<3xi32>
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}
