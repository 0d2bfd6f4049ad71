// cast_from_block_scaled whose scale's last dimension is not the data's / block size.
// MLIR-ERROR: 'tosa.cast_from_block_scaled' op expect last dimension of input_scale (1) to be equal to last dimension of input_data / block_size (2)
func.func @f(%a: tensor<4x64xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>) {
  %0 = tosa.cast_from_block_scaled %a, %s {block_size = BLOCK_SIZE_32} : (tensor<4x64xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x64xf32>
  return
}
