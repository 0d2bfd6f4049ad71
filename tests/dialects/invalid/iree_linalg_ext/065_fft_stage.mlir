// fft: the stage is a scalar.
// MLIR-ERROR: 'iree_linalg_ext.fft' op expected to carry `stage` input
func.func @f(%s: tensor<index>, %re: tensor<16xf32>, %im: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %0:2 = iree_linalg_ext.fft ins(%s : tensor<index>) outs(%re, %im : tensor<16xf32>, tensor<16xf32>) : tensor<16xf32>, tensor<16xf32>
  return %0#0, %0#1 : tensor<16xf32>, tensor<16xf32>
}
