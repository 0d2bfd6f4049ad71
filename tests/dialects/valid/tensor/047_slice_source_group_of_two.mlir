// A segment of two values for extract_slice's single source: MLIR only
// type-checks every value of the group and reads the first, so it accepts
// this and prints the first in custom form.
func.func @f(%t: tensor<8xf32>) -> tensor<2xf32> {
  %r = "tensor.extract_slice"(%t, %t) <{operandSegmentSizes = array<i32: 2, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
