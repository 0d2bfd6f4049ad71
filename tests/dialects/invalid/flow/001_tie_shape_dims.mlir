// A dynamic dimension without its value.
// MLIR-ERROR: 'flow.tensor.tie_shape' op value set has 1 dynamic dimensions but only 0 dimension values are attached
func.func @f(%t: tensor<?x4xf32>) {
  %0 = flow.tensor.tie_shape %t : tensor<?x4xf32>
  return
}
