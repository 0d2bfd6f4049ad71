// flow.tensor.tie_shape with and without dynamic dimensions.
func.func @f(%t: tensor<?x4x?xf32>, %a: index, %b: index, %s: tensor<2xi8>) -> tensor<?x4x?xf32> {
  %0 = flow.tensor.tie_shape %t : tensor<?x4x?xf32>{%a, %b}
  %1 = flow.tensor.tie_shape %s {note} : tensor<2xi8>
  return %0 : tensor<?x4x?xf32>
}
