// cast_to_block_scaled of data whose last dimension is no multiple of the block size.
// MLIR-ERROR: 'tosa.cast_to_block_scaled' op expect last dimension of input_data (33) to be divisible by block_size (32)
func.func @f(%a: tensor<4x33xf32>) {
  %0:2 = tosa.cast_to_block_scaled %a {block_size = BLOCK_SIZE_32} : (tensor<4x33xf32>) -> (tensor<4x33xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  return
}
