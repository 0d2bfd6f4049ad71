// im2col in generic form, without the default-valued padding arrays.
func.func @f(%in: tensor<1x6x6x2xf32>, %out: tensor<1x16x18xf32>) -> tensor<1x16x18xf32> {
  %0 = "iree_linalg_ext.im2col"(%in, %out) <{batch_pos = array<i64: 0>, dilations = array<i64: 1, 1>, input_k_perm = array<i64: 0, 1, 2>, k_pos = array<i64: 3>, m_pos = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 0, 0, 0, 0>, output_perm = array<i64: 0, 1, 2>, static_kernel_size = array<i64: 3, 3>, static_offsets = array<i64: 0, 0, 0>, static_output_sizes = [array<i64: 1>, array<i64: 4, 4>, array<i64: 3, 3, 2>], strides = array<i64: 1, 1>}> : (tensor<1x6x6x2xf32>, tensor<1x16x18xf32>) -> tensor<1x16x18xf32>
  return %0 : tensor<1x16x18xf32>
}
