// arg_compare: the output value has the input's element type.
// MLIR-ERROR: 'iree_linalg_ext.arg_compare' op input and output value element types must match. Input type: 'f32', output value type: 'f16'
func.func @f(%in: tensor<3x7xf32>, %ov: tensor<3xf16>, %oi: tensor<3xi32>) -> (tensor<3xf16>, tensor<3xi32>) {
  %0:2 = iree_linalg_ext.arg_compare dimension(1) ins(%in : tensor<3x7xf32>) outs(%ov, %oi : tensor<3xf16>, tensor<3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<3xf16>, tensor<3xi32>
  return %0#0, %0#1 : tensor<3xf16>, tensor<3xi32>
}
