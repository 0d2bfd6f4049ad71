// im2col: output padding needs a padding value.
// MLIR-ERROR: 'iree_linalg_ext.im2col' op expected pad_value when output_pad_low/output_pad_high are specified
func.func @f(%in: tensor<2x34x34x640xf32>, %out: tensor<2x1024x5760xf32>) -> (tensor<2x1024x5760xf32>) {
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[2], [32, 32], [3, 3, 640]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2] output_pad_low = [0, 0, 0] output_pad_high = [0, 16, 0]
      ins(%in : tensor<2x34x34x640xf32>) outs(%out : tensor<2x1024x5760xf32>) -> tensor<2x1024x5760xf32>
  return %0 : tensor<2x1024x5760xf32>
}
