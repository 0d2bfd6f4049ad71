// matmul_t_block_scaled whose B batch neither is 1 nor A's.
// MLIR-ERROR: 'tosa.matmul_t_block_scaled' op expect B matrix batch size to be broadcast compatible with A, got D=3 vs N=2
func.func @f(%a: tensor<2x4x64xf8E4M3FN>, %as: tensor<2x4x2xf8E8M0FNU>, %b: tensor<3x5x64xf8E4M3FN>, %bs: tensor<3x5x2xf8E8M0FNU>) {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<2x4x64xf8E4M3FN>, tensor<2x4x2xf8E8M0FNU>, tensor<3x5x64xf8E4M3FN>, tensor<3x5x2xf8E8M0FNU>) -> tensor<2x4x5xf32>
  return
}
