// im2col: output_perm has the output's rank.
// MLIR-ERROR: 'iree_linalg_ext.im2col' op expected output_perm to have the same rank as the result
func.func @f(%in: tensor<2x34x34x640xf32>, %out: tensor<2x1024x5760xf32>) -> tensor<2x1024x5760xf32> {
  %0 = "iree_linalg_ext.im2col"(%in, %out) <{batch_pos = array<i64: 0>, dilations = array<i64: 1, 1>, input_k_perm = array<i64: 0, 1, 2>, k_pos = array<i64: 3>, m_pos = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 0, 0, 0, 0>, output_perm = array<i64: 0, 1>, static_kernel_size = array<i64: 3, 3>, static_offsets = array<i64: 0, 0, 0>, static_output_sizes = [array<i64: 2>, array<i64: 32, 32>, array<i64: 3, 3, 640>], strides = array<i64: 1, 1>}> : (tensor<2x34x34x640xf32>, tensor<2x1024x5760xf32>) -> tensor<2x1024x5760xf32>
  return %0 : tensor<2x1024x5760xf32>
}
