// iree_linalg_ext.fft stages on tensors, without and with coefficient tensors.
func.func @f(%re: tensor<4x16xf32>, %im: tensor<4x16xf32>, %cr: tensor<8xf32>, %ci: tensor<8xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0:2 = iree_linalg_ext.fft ins(%c1 : index) outs(%re, %im : tensor<4x16xf32>, tensor<4x16xf32>) : tensor<4x16xf32>, tensor<4x16xf32>
  %1:2 = iree_linalg_ext.fft ins(%c4, %cr, %ci : index, tensor<8xf32>, tensor<8xf32>) outs(%0#0, %0#1 : tensor<4x16xf32>, tensor<4x16xf32>) : tensor<4x16xf32>, tensor<4x16xf32>
  return %1#0, %1#1 : tensor<4x16xf32>, tensor<4x16xf32>
}
