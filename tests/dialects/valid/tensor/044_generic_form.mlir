// tensor ops written in generic form with properties; printed in custom form.
func.func @f(%t: tensor<8xf32>) -> tensor<4xf32> {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
