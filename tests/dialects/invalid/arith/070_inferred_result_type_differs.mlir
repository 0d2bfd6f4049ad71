// InferTypeOpInterface: the result type inferred from operand #0 must equal the written one, compatible shapes or not.
// MLIR-ERROR: 'arith.mulf' op inferred type(s) 'tensor<?x3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'
func.func @f(%c: tensor<?x3xf32>, %d: tensor<2x?xf32>) -> tensor<2x3xf32> {
  %1 = "arith.mulf"(%c, %d) : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}
