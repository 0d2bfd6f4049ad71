// The micro-scaling ops: cast_to/from_block_scaled, matmul_t_block_scaled.
func.func @f(%a: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>, %x: tensor<4x32xf32>, %b: tensor<1x4x32xf8E4M3FN>, %bs: tensor<1x4x1xf8E8M0FNU>) {
  %0 = tosa.cast_from_block_scaled %a, %s {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
  %1:2 = tosa.cast_to_block_scaled %x {block_size = BLOCK_SIZE_32} : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  %2 = tosa.matmul_t_block_scaled %b, %bs, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x4xf32>
  return
}
