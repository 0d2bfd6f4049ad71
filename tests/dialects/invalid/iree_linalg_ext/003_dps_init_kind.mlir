// DestinationStyleOpInterface: an init is a tensor or a memref (here a vector, with a tensor input).
// MLIR-ERROR: 'iree_linalg_ext.scan' op expected that operand #1 is a tensor or a memref
func.func @f(%in: tensor<8xf32>, %out: vector<8xf32>, %acc: vector<f32>) {
  iree_linalg_ext.scan dimension(0) inclusive(true) ins(%in : tensor<8xf32>) outs(%out, %acc : vector<8xf32>, vector<f32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  }
  return
}
