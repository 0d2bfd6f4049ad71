// tensor.cast between incompatible static shapes.
// MLIR-ERROR: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<8xf32>' are cast incompatible
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<8xf32>
  return
}
