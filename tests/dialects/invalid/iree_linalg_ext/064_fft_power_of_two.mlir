// fft: the length is a power of two.
// MLIR-ERROR: 'iree_linalg_ext.fft' op only powers of 2 are handled currently
func.func @f(%re: tensor<12xf32>, %im: tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>) {
  %c1 = arith.constant 1 : index
  %0:2 = iree_linalg_ext.fft ins(%c1 : index) outs(%re, %im : tensor<12xf32>, tensor<12xf32>) : tensor<12xf32>, tensor<12xf32>
  return %0#0, %0#1 : tensor<12xf32>, tensor<12xf32>
}
