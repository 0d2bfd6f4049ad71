// iree_linalg_ext.gather of rows, static and with a mask.
func.func @f(%s: tensor<10x4xf32>, %i: tensor<3x1xi32>, %m: tensor<3xi1>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i : tensor<10x4xf32>, tensor<3x1xi32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = iree_linalg_ext.gather dimension_map = [0] ins(%s, %i, %m : tensor<10x4xf32>, tensor<3x1xi32>, tensor<3xi1>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}
