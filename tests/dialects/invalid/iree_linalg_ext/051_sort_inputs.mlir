// sort takes no inputs.
// MLIR-ERROR: 'iree_linalg_ext.sort' op does not expect to take any inputs
func.func @f(%a: tensor<8xf32>, %t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = iree_linalg_ext.sort dimension(0) ins(%a : tensor<8xf32>) outs(%t : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf olt, %x, %y : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
