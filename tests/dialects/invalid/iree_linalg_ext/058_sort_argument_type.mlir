// sort: block arguments have their output's element type.
// MLIR-ERROR: 'iree_linalg_ext.sort' op region block argument #3 should be of type 'i32' but got 'i64'
func.func @f(%t0: tensor<3x16xf32>, %t1: tensor<3x16xi32>) -> (tensor<3x16xf32>, tensor<3x16xi32>) {
  %0:2 = iree_linalg_ext.sort dimension(1) outs(%t0, %t1 : tensor<3x16xf32>, tensor<3x16xi32>) {
  ^bb0(%a: f32, %b: f32, %x: i32, %y: i64):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3x16xf32>, tensor<3x16xi32>
  return %0#0, %0#1 : tensor<3x16xf32>, tensor<3x16xi32>
}
