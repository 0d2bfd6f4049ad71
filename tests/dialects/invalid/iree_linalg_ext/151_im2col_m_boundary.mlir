// im2col: the M output dimensions give one size per m position.
// MLIR-ERROR: 'iree_linalg_ext.im2col' op M/K boundary not found: accumulated output_sizes inner dimensions must equal m_pos size at some output dim boundary
func.func @f(%in: tensor<2x34x34x640xf32>, %out: tensor<2x1024x5760xf32>) -> (tensor<2x1024x5760xf32>) {
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[2], [32, 32, 3], [3, 640]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      ins(%in : tensor<2x34x34x640xf32>) outs(%out : tensor<2x1024x5760xf32>) -> tensor<2x1024x5760xf32>
  return %0 : tensor<2x1024x5760xf32>
}
