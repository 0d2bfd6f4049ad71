// fft: one result per tensor output.
// MLIR-ERROR: 'iree_linalg_ext.fft' op expected the number of tensor results (1) to be equal to the number of output tensors (2)
func.func @f(%re: tensor<16xf32>, %im: tensor<16xf32>) -> tensor<16xf32> {
  %c1 = arith.constant 1 : index
  %0 = iree_linalg_ext.fft ins(%c1 : index) outs(%re, %im : tensor<16xf32>, tensor<16xf32>) : tensor<16xf32>
  return %0 : tensor<16xf32>
}
