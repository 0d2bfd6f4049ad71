// scatter: operands are ranked tensors or memrefs (ODS).
// MLIR-ERROR: 'iree_linalg_ext.scatter' op operand #0 must be ranked tensor or memref of any type, but got 'vector<3x4xf32>'
func.func @f(%u: vector<3x4xf32>, %i: tensor<3x1xi32>, %o: tensor<8x4xf32>) -> (tensor<8x4xf32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : vector<3x4xf32>, tensor<3x1xi32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
