// A reduction whose result type is not the inferred one (InferTypeOpInterface).
// MLIR-ERROR: 'tosa.reduce_sum' op inferred type(s) 'tensor<1x3x4x5xf32>' are incompatible with return type(s) of operation 'tensor<1x3x4x5xi32>'
func.func @f(%a: tensor<2x3x4x5xf32>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3x4x5xf32>) -> tensor<1x3x4x5xi32>
  return
}
