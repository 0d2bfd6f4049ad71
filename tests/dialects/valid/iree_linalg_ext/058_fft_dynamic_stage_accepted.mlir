// fft: with a dynamic length IREE checks nothing, not even that the stage is a scalar.
func.func @f(%s: tensor<index>, %re: tensor<?xf32>, %im: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0:2 = iree_linalg_ext.fft ins(%s : tensor<index>) outs(%re, %im : tensor<?xf32>, tensor<?xf32>) : tensor<?xf32>, tensor<?xf32>
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}
