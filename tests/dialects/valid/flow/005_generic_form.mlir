// The generic form, with the operand segment sizes.
func.func @f(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %0 = "flow.tensor.reshape"(%t, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<?xf32>, index, index) -> tensor<?xf32>
  %1 = "flow.tensor.tie_shape"(%0, %n) : (tensor<?xf32>, index) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
