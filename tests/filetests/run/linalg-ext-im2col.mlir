// iree_linalg_ext.im2col at run time. Every expected value is IREE's: the
// llvm-cpu backend of IREE 3.13 cannot translate an im2col dispatch, so
// each function was run through IREE's own decomposition first
// (`iree-opt --pass-pipeline='builtin.module(func.func(iree-linalg-ext-decompose-im2col))'`,
// and for @dynamic after `iree-compile --compile-to=flow`, the pass run
// on the dispatch) and then compiled with
// `iree-compile --iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu`
// and run with `iree-run-module` on the inputs of the RUN lines.

// NHWC input, 3x3 kernel, the image batch as GEMM batch (batch_pos = [0]).
// RUN: sigil run %s --function=nhwc --input="1x4x4x2xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31" | FileCheck %s --check-prefix=NHWC
// NHWC: 1x4x18xf32={{\[\[}}0 1 2 3 4 5 8 9 10 11 12 13 16 17 18 19 20 21][2 3 4 5 6 7 10 11 12 13 14 15 18 19 20 21 22 23][8 9 10 11 12 13 16 17 18 19 20 21 24 25 26 27 28 29][10 11 12 13 14 15 18 19 20 21 22 23 26 27 28 29 30 31]]
func.func @nhwc(%in: tensor<1x4x4x2xf32>) -> tensor<1x4x18xf32> {
  %e = tensor.empty() : tensor<1x4x18xf32>
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[1], [2, 2], [3, 3, 2]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      ins(%in : tensor<1x4x4x2xf32>) outs(%e : tensor<1x4x18xf32>) -> tensor<1x4x18xf32>
  return %0 : tensor<1x4x18xf32>
}

// NCHW input; the K dimension ordered (unit N window, KH, KW, C), which
// input_k_perm maps back to the input's (N, C, H, W); the image batch an M
// dimension with a unit window (batch_pos empty, IREE's conv lowering).
// RUN: sigil run %s --function=nchw --input="1x2x4x4xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31" | FileCheck %s --check-prefix=NCHW
// NCHW: 1x2x2x18xf32={{\[\[}}[0 16 1 17 2 18 4 20 5 21 6 22 8 24 9 25 10 26][1 17 2 18 3 19 5 21 6 22 7 23 9 25 10 26 11 27]]{{\[\[}}4 20 5 21 6 22 8 24 9 25 10 26 12 28 13 29 14 30][5 21 6 22 7 23 9 25 10 26 11 27 13 29 14 30 15 31]]]
func.func @nchw(%in: tensor<1x2x4x4xf32>) -> tensor<1x2x2x18xf32> {
  %e = tensor.empty() : tensor<1x2x2x18xf32>
  %0 = iree_linalg_ext.im2col strides = [1, 1, 1] dilations = [1, 1, 1] kernel_size = [1, 3, 3]
      offsets = [0, 0, 0, 0] output_sizes = [[1], [2], [2], [1, 3, 3, 2]]
      batch_pos = [] m_pos = [0, 2, 3] k_pos = [1] input_k_perm = [0, 2, 3, 1] output_perm = [0, 1, 2, 3]
      ins(%in : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x2x18xf32>) -> tensor<1x2x2x18xf32>
  return %0 : tensor<1x2x2x18xf32>
}

// Strides [2, 1] and dilations [1, 2] on H and W.
// RUN: sigil run %s --function=strided --input="1x7x6x1xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41" | FileCheck %s --check-prefix=STRIDED
// STRIDED: 1x3x4x4xf32={{\[\[}}[0 2 6 8][1 3 7 9][2 4 8 10][3 5 9 11]]{{\[\[}}12 14 18 20][13 15 19 21][14 16 20 22][15 17 21 23]]{{\[\[}}24 26 30 32][25 27 31 33][26 28 32 34][27 29 33 35]]]
func.func @strided(%in: tensor<1x7x6x1xf32>) -> tensor<1x3x4x4xf32> {
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %0 = iree_linalg_ext.im2col strides = [1, 2, 1] dilations = [1, 1, 2] kernel_size = [1, 2, 2]
      offsets = [0, 0, 0, 0] output_sizes = [[1], [3], [4], [1, 2, 2, 1]]
      batch_pos = [] m_pos = [0, 1, 2] k_pos = [3] input_k_perm = [0, 1, 2, 3] output_perm = [0, 1, 2, 3]
      ins(%in : tensor<1x7x6x1xf32>) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// "Same" padding absorbed from a tensor.pad: one row and column of -1
// around a 3x3 image.
// RUN: sigil run %s --function=in_pad --input="1x3x3x1xf32=1 2 3 4 5 6 7 8 9" | FileCheck %s --check-prefix=INPAD
// INPAD: 1x9x9xf32={{\[\[}}-1 -1 -1 -1 1 2 -1 4 5][-1 -1 -1 1 2 3 4 5 6][-1 -1 -1 2 3 -1 5 6 -1][-1 1 2 -1 4 5 -1 7 8][1 2 3 4 5 6 7 8 9][2 3 -1 5 6 -1 8 9 -1][-1 4 5 -1 7 8 -1 -1 -1][4 5 6 7 8 9 -1 -1 -1][5 6 -1 8 9 -1 -1 -1 -1]]
func.func @in_pad(%in: tensor<1x3x3x1xf32>) -> tensor<1x9x9xf32> {
  %e = tensor.empty() : tensor<1x9x9xf32>
  %p = arith.constant -1.0 : f32
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[1], [3, 3], [3, 3, 1]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      input_pad_low = [0, 1, 1, 0] input_pad_high = [0, 1, 1, 0] pad_value(%p : f32)
      ins(%in : tensor<1x3x3x1xf32>) outs(%e : tensor<1x9x9xf32>) -> tensor<1x9x9xf32>
  return %0 : tensor<1x9x9xf32>
}

// Output padding only (GEMM alignment): two rows of M and two columns of K
// past the valid region are the pad value.
// RUN: sigil run %s --function=out_pad --input="1x3x3x2xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17" | FileCheck %s --check-prefix=OUTPAD
// OUTPAD: 1x6x10xf32={{\[\[}}0 1 2 3 6 7 8 9 -1 -1][2 3 4 5 8 9 10 11 -1 -1][6 7 8 9 12 13 14 15 -1 -1][8 9 10 11 14 15 16 17 -1 -1][-1 -1 -1 -1 -1 -1 -1 -1 -1 -1][-1 -1 -1 -1 -1 -1 -1 -1 -1 -1]]
func.func @out_pad(%in: tensor<1x3x3x2xf32>) -> tensor<1x6x10xf32> {
  %e = tensor.empty() : tensor<1x6x10xf32>
  %p = arith.constant -1.0 : f32
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [2, 2]
      offsets = [0, 0, 0] output_sizes = [[1], [2, 2], [2, 2, 2]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      output_pad_low = [0, 0, 0] output_pad_high = [0, 2, 2] pad_value(%p : f32)
      ins(%in : tensor<1x3x3x2xf32>) outs(%e : tensor<1x6x10xf32>) -> tensor<1x6x10xf32>
  return %0 : tensor<1x6x10xf32>
}

// Low output padding with a negative M offset: the first row is padding
// (its M coordinate, -1, is never read).
// RUN: sigil run %s --function=out_pad_low --input="1x3x3x2xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17" | FileCheck %s --check-prefix=OUTLOW
// OUTLOW: 1x5x8xf32={{\[\[}}-1 -1 -1 -1 -1 -1 -1 -1][0 1 2 3 6 7 8 9][2 3 4 5 8 9 10 11][6 7 8 9 12 13 14 15][8 9 10 11 14 15 16 17]]
func.func @out_pad_low(%in: tensor<1x3x3x2xf32>) -> tensor<1x5x8xf32> {
  %e = tensor.empty() : tensor<1x5x8xf32>
  %p = arith.constant -1.0 : f32
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [2, 2]
      offsets = [0, -1, 0] output_sizes = [[1], [2, 2], [2, 2, 2]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      output_pad_low = [0, 1, 0] output_pad_high = [0, 0, 0] pad_value(%p : f32)
      ins(%in : tensor<1x3x3x2xf32>) outs(%e : tensor<1x5x8xf32>) -> tensor<1x5x8xf32>
  return %0 : tensor<1x5x8xf32>
}

// Dynamic shapes, kernel size, offsets and output sizes: a 3x6 tile of the
// im2col matrix from M offset 1 and K offset 2.
// RUN: sigil run %s --function=dynamic --input="1x4x4x2xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31" --input="1x3x6xf32=0" --input=2 --input=1 --input=2 --input=3 --input=3 | FileCheck %s --check-prefix=DYN
// DYN: 1x3x6xf32={{\[\[}}4 5 10 11 12 13][6 7 12 13 14 15][10 11 16 17 18 19]]
func.func @dynamic(%in: tensor<?x?x?x?xf32>, %out: tensor<?x?x?xf32>, %kh: index, %mo: index, %ko: index, %oh: index, %ow: index) -> tensor<?x?x?xf32> {
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [%kh, 2]
      offsets = [0, %mo, %ko] output_sizes = [[1], [%oh, %ow], [%kh, 2, 2]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      ins(%in : tensor<?x?x?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// The output in K x batch x M layout (output_perm = [2, 0, 1]).
// RUN: sigil run %s --function=perm --input="1x3x3x2xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17" | FileCheck %s --check-prefix=PERM
// PERM: 8x1x4xf32={{\[\[}}0 2 6 8]]{{\[\[}}1 3 7 9]]{{\[\[}}2 4 8 10]]{{\[\[}}3 5 9 11]]{{\[\[}}6 8 12 14]]{{\[\[}}7 9 13 15]]{{\[\[}}8 10 14 16]]{{\[\[}}9 11 15 17]]
func.func @perm(%in: tensor<1x3x3x2xf32>) -> tensor<8x1x4xf32> {
  %e = tensor.empty() : tensor<8x1x4xf32>
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [2, 2]
      offsets = [0, 0, 0] output_sizes = [[1], [2, 2], [2, 2, 2]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [2, 0, 1]
      ins(%in : tensor<1x3x3x2xf32>) outs(%e : tensor<8x1x4xf32>) -> tensor<8x1x4xf32>
  return %0 : tensor<8x1x4xf32>
}

// Depthwise: the channels are the GEMM batch (batch_pos = [3]), no K
// channel dimension.
// RUN: sigil run %s --function=depthwise --input="1x4x4x2xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31" | FileCheck %s --check-prefix=DEPTH
// DEPTH: 2x4x9xf32={{\[\[}}0 2 4 8 10 12 16 18 20][2 4 6 10 12 14 18 20 22][8 10 12 16 18 20 24 26 28][10 12 14 18 20 22 26 28 30]]{{\[\[}}1 3 5 9 11 13 17 19 21][3 5 7 11 13 15 19 21 23][9 11 13 17 19 21 25 27 29][11 13 15 19 21 23 27 29 31]]
func.func @depthwise(%in: tensor<1x4x4x2xf32>) -> tensor<2x4x9xf32> {
  %e = tensor.empty() : tensor<2x4x9xf32>
  %0 = iree_linalg_ext.im2col strides = [1, 1, 1] dilations = [1, 1, 1] kernel_size = [1, 3, 3]
      offsets = [0, 0, 0] output_sizes = [[2], [1, 2, 2], [1, 3, 3]]
      batch_pos = [3] m_pos = [0, 1, 2] k_pos = [] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      ins(%in : tensor<1x4x4x2xf32>) outs(%e : tensor<2x4x9xf32>) -> tensor<2x4x9xf32>
  return %0 : tensor<2x4x9xf32>
}

// Without padding, a position outside the input traps at the op (IREE
// would read outside the tensor): from M offset 8 of a 3x3 grid, M index
// 9 is grid row 3 (delinearised without wrapping), whose window reaches
// input row 4 of 4.
// RUN: not sigil run %s --function=dynamic --input="1x4x4x2xf32=0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31" --input="1x3x6xf32=0" --input=2 --input=8 --input=0 --input=3 --input=3 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: linalg-ext-im2col.mlir:{{[0-9]+}}:8: error: iree_linalg_ext.im2col: position [0, 4, 0, 0] is outside the input's shape [1, 4, 4, 2] (in @dynamic)

// A pad_value of another type than the elements is refused when the
// function is compiled, at the op.
// RUN: not sigil run %s --function=bad_pad --input="1x3x3x1xf32=1 2 3 4 5 6 7 8 9" 2>&1 | FileCheck %s --check-prefix=BADPAD
// BADPAD: linalg-ext-im2col.mlir:[[@LINE+4]]:8: error: 'iree_linalg_ext.im2col' op: the VM does not support an im2col whose pad_value is not of the output's element type
func.func @bad_pad(%in: tensor<1x3x3x1xf32>) -> tensor<1x9x9xf32> {
  %e = tensor.empty() : tensor<1x9x9xf32>
  %p = arith.constant -1.0 : f64
  %0 = iree_linalg_ext.im2col strides = [1, 1] dilations = [1, 1] kernel_size = [3, 3]
      offsets = [0, 0, 0] output_sizes = [[1], [3, 3], [3, 3, 1]]
      batch_pos = [0] m_pos = [1, 2] k_pos = [3] input_k_perm = [0, 1, 2] output_perm = [0, 1, 2]
      input_pad_low = [0, 1, 1, 0] input_pad_high = [0, 1, 1, 0] pad_value(%p : f64)
      ins(%in : tensor<1x3x3x1xf32>) outs(%e : tensor<1x9x9xf32>) -> tensor<1x9x9xf32>
  return %0 : tensor<1x9x9xf32>
}
