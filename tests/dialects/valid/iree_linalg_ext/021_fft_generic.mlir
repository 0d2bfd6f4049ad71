// fft in generic form: a length of one is a power of two.
func.func @f(%re: tensor<1xf32>, %im: tensor<1xf32>, %c: index) -> (tensor<1xf32>, tensor<1xf32>) {
  %0:2 = "iree_linalg_ext.fft"(%c, %re, %im) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 1>}> : (index, tensor<1xf32>, tensor<1xf32>) -> (tensor<1xf32>, tensor<1xf32>)
  return %0#0, %0#1 : tensor<1xf32>, tensor<1xf32>
}
