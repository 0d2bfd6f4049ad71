// DestinationStyleOpInterface: a result has its init's type.
// MLIR-ERROR: 'iree_linalg_ext.sort' op expected type of operand #0 ('tensor<3x16xf32>') to match type of corresponding result ('tensor<3x?xf32>')
func.func @f(%t0: tensor<3x16xf32>) -> (tensor<3x?xf32>) {
  %0 = iree_linalg_ext.sort dimension(1) outs(%t0 : tensor<3x16xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}
