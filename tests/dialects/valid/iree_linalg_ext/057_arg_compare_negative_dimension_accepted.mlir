// arg_compare reads its dimension signed: -1 removes no dimension, so the output keeps the input's shape.
func.func @f(%in: tensor<3x7xf32>, %ov: tensor<3x7xf32>, %oi: tensor<3x7xi32>) -> (tensor<3x7xf32>, tensor<3x7xi32>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(-1) ins(%in : tensor<3x7xf32>) outs(%ov, %oi : tensor<3x7xf32>, tensor<3x7xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3x7xf32>, tensor<3x7xi32>
  return %0#0, %0#1 : tensor<3x7xf32>, tensor<3x7xi32>
}
