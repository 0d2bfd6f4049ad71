// The result's dynamic dimension needs its value.
// MLIR-ERROR: 'flow.tensor.bitcast' op value set has 1 dynamic dimensions but only 0 dimension values are attached
func.func @f(%t: tensor<4xf32>) {
  %0 = flow.tensor.bitcast %t : tensor<4xf32> -> tensor<?xi32>
  return
}
