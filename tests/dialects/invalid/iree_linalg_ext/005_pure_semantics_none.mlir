// LinalgExtOp: pure semantics needs a tensor or a memref operand (vectors are neither).
// MLIR-ERROR: 'iree_linalg_ext.scan' op expected operation that implements LinalgExtInterface to have either pure buffer semantics or pure tensor semantics
func.func @f(%in: vector<8xf32>, %out: vector<8xf32>, %acc: vector<f32>) {
  iree_linalg_ext.scan dimension(0) inclusive(true) ins(%in : vector<8xf32>) outs(%out, %acc : vector<8xf32>, vector<f32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  }
  return
}
