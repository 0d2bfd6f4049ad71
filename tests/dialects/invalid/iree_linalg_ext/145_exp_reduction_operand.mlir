// exp_reduction: inputs are ranked tensors (ODS).
// MLIR-ERROR: 'iree_linalg_ext.exp_reduction' op operand #0 must be variadic of ranked tensor of any non-token type values, but got 'f32'
func.func @f(%s: f32, %m: tensor<2xf32>) -> tensor<2xf32> {
  %0 = iree_linalg_ext.exp_reduction {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = [#iree_linalg_ext.iterator_type<parallel>], exp_reduced_operands = []}
      ins(%s : f32) outs(%m : tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %b : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
