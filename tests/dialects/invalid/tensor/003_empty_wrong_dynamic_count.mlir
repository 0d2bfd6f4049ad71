// tensor.empty with fewer size operands than dynamic dimensions.
// MLIR-ERROR: 'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2
func.func @f(%n: index) {
  %0 = tensor.empty(%n) : tensor<?x?xf32>
  return
}
