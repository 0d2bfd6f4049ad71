// scatter with fewer values (K) than indices (W).
// MLIR-ERROR: 'tosa.scatter' op requires dimensions K >= W, got K=20 and W=26
func.func @f(%v: tensor<13x20x3xf32>, %i: tensor<13x26xi32>, %u: tensor<13x26x3xf32>) {
  %0 = tosa.scatter %v, %i, %u : (tensor<13x20x3xf32>, tensor<13x26xi32>, tensor<13x26x3xf32>) -> tensor<13x20x3xf32>
  return
}
