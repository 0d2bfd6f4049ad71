// im2col of an NCHW input on memrefs, the K dimensions split in the output.
func.func @f(%in: memref<1x8x10x10xf16>, %out: memref<1x64x8x9xf16>) {
  iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0, 0] output_sizes = [[1], [8, 8], [8], [3, 3]]
      batch_pos = [0] m_pos = [2, 3] k_pos = [1] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2, 3]
      ins(%in : memref<1x8x10x10xf16>) outs(%out : memref<1x64x8x9xf16>)
  return
}
