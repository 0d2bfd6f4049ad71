// A cast from a dynamic to a static tensor dimension: the tensor
// MLIR-ERROR: 'arith.index_cast' op failed to verify that input and output have the same tensor dimensions
// dimensions must be equal (SameInputOutputTensorDims), not compatible.
func.func @f(%t: tensor<?xindex>) -> tensor<4xi32> {
  %a = arith.index_cast %t : tensor<?xindex> to tensor<4xi32>
  return %a : tensor<4xi32>
}
