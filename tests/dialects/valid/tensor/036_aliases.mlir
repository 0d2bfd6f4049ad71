// tensor ops using type aliases for their tensor types.
!t2 = tensor<2x2xf32>
!t4 = tensor<4xf32>
func.func @f(%a: !t4) -> !t2 {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : !t4 into !t2
  return %0 : !t2
}
