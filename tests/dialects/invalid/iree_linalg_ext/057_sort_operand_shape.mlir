// sort: the outputs have one shape.
// MLIR-ERROR: 'iree_linalg_ext.sort' op expected operand 1 to have same shape as other operands
func.func @f(%t0: tensor<3x16xf32>, %t1: tensor<3x?xi32>) -> (tensor<3x16xf32>, tensor<3x?xi32>) {
  %0:2 = iree_linalg_ext.sort dimension(1) outs(%t0, %t1 : tensor<3x16xf32>, tensor<3x?xi32>) {
  ^bb0(%a: f32, %b: f32, %x: i32, %y: i32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3x16xf32>, tensor<3x?xi32>
  return %0#0, %0#1 : tensor<3x16xf32>, tensor<3x?xi32>
}
