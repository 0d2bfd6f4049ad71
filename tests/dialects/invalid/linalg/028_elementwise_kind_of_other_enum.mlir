// linalg.elementwise whose kind is a #linalg.binary_fn.
// MLIR-ERROR: custom op 'linalg.elementwise' expected ElementwiseKind attribute
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.binary_fn<add> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
