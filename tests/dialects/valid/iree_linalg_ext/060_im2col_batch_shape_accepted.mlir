// im2col does not compare the batch sizes of input and output (the output may be a tile or padded).
func.func @f(%in: tensor<2x6x6x2xf32>, %out: tensor<5x16x18xf32>) -> tensor<5x16x18xf32> {
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[2], [4, 4], [3, 3, 2]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      ins(%in : tensor<2x6x6x2xf32>) outs(%out : tensor<5x16x18xf32>) -> tensor<5x16x18xf32>
  return %0 : tensor<5x16x18xf32>
}
