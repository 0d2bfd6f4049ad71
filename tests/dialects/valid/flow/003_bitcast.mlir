// flow.tensor.bitcast changing the element type and the shape.
func.func @f(%t: tensor<8xi8>) -> (tensor<2xf32>, tensor<16xi4>) {
  %0 = flow.tensor.bitcast %t : tensor<8xi8> -> tensor<2xf32>
  %1 = flow.tensor.bitcast %t : tensor<8xi8> -> tensor<16xi4>
  return %0, %1 : tensor<2xf32>, tensor<16xi4>
}
