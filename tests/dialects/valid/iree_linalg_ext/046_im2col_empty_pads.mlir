// im2col with empty padding lists written out: they are the defaults, and print as nothing.
func.func @f(%in: tensor<1x6x6x2xf32>, %out: tensor<1x16x18xf32>, %c: f32) -> tensor<1x16x18xf32> {
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[1], [4, 4], [3, 3, 2]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      input_pad_low = [] input_pad_high = [] output_pad_low = [] output_pad_high = [] pad_value(%c : f32)
      ins(%in : tensor<1x6x6x2xf32>) outs(%out : tensor<1x16x18xf32>) -> tensor<1x16x18xf32>
  return %0 : tensor<1x16x18xf32>
}
