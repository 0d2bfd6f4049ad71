// im2col with dynamic kernel sizes, offsets and output sizes, and a permuted output.
func.func @f(%in: tensor<?x?x?x?xf32>, %out: tensor<?x?x?xf32>, %kh: index, %mo: index, %ko: index, %oh: index, %ow: index) -> tensor<?x?x?xf32> {
  %0 = iree_linalg_ext.im2col strides = [2, 2] dilations = [1, 2] kernel_size = [%kh, 3]
      offsets = [0, %mo, %ko] output_sizes = [[2], [%oh, %ow], [%kh, 3, 8]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [2, 0, 1] output_perm = [2, 0, 1]
      ins(%in : tensor<?x?x?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
