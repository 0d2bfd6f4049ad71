# The flow ops IREE's e2e test files use; checked with iree-opt.
VALID = [
("tie_shape", """
// flow.tensor.tie_shape with and without dynamic dimensions.
func.func @f(%t: tensor<?x4x?xf32>, %a: index, %b: index, %s: tensor<2xi8>) -> tensor<?x4x?xf32> {
  %0 = flow.tensor.tie_shape %t : tensor<?x4x?xf32>{%a, %b}
  %1 = flow.tensor.tie_shape %s {note} : tensor<2xi8>
  return %0 : tensor<?x4x?xf32>
}
"""),
("reshape", """
// flow.tensor.reshape between static and dynamic shapes, with attributes.
func.func @f(%t: tensor<?x4xf32>, %n: index, %m: index) -> tensor<4x?xi32> {
  %0 = flow.tensor.reshape %t : tensor<?x4xf32>{%n} -> tensor<4x?xf32>{%m}
  %1 = flow.tensor.reshape %0 : tensor<4x?xf32>{%m} -> tensor<?xf32>{%n} attributes {x = 1}
  %2 = flow.tensor.bitcast %0 : tensor<4x?xf32>{%m} -> tensor<4x?xi32>{%m}
  return %2 : tensor<4x?xi32>
}
"""),
("bitcast", """
// flow.tensor.bitcast changing the element type and the shape.
func.func @f(%t: tensor<8xi8>) -> (tensor<2xf32>, tensor<16xi4>) {
  %0 = flow.tensor.bitcast %t : tensor<8xi8> -> tensor<2xf32>
  %1 = flow.tensor.bitcast %t : tensor<8xi8> -> tensor<16xi4>
  return %0, %1 : tensor<2xf32>, tensor<16xi4>
}
"""),
("constants", """
// flow.tensor.constant and flow.tensor.dynamic_constant.
func.func @f() -> (tensor<2xf32>, tensor<?xi32>, tensor<i8>) {
  %0 = flow.tensor.constant dense<1.0> : tensor<2xf32>
  %1 = flow.tensor.dynamic_constant dense<[1, 2]> : tensor<2xi32> -> tensor<?xi32>
  %2 = flow.tensor.constant {y} dense<1> : tensor<i8>
  return %0, %1, %2 : tensor<2xf32>, tensor<?xi32>, tensor<i8>
}
"""),
("generic_form", """
// The generic form, with the operand segment sizes.
func.func @f(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %0 = "flow.tensor.reshape"(%t, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<?xf32>, index, index) -> tensor<?xf32>
  %1 = "flow.tensor.tie_shape"(%0, %n) : (tensor<?xf32>, index) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
"""),
]

INVALID = [
("tie_shape_dims", """
// A dynamic dimension without its value.
func.func @f(%t: tensor<?x4xf32>) {
  %0 = flow.tensor.tie_shape %t : tensor<?x4xf32>
  return
}
"""),
("reshape_width", """
// A reshape keeps the element bit width.
func.func @f(%t: tensor<4xf32>) {
  %0 = flow.tensor.reshape %t : tensor<4xf32> -> tensor<2x2xf16>
  return
}
"""),
("reshape_element_type", """
// A reshape keeps the element type.
func.func @f(%t: tensor<4xf32>) {
  %0 = flow.tensor.reshape %t : tensor<4xf32> -> tensor<2x2xi32>
  return
}
"""),
("bitcast_dims", """
// The result's dynamic dimension needs its value.
func.func @f(%t: tensor<4xf32>) {
  %0 = flow.tensor.bitcast %t : tensor<4xf32> -> tensor<?xi32>
  return
}
"""),
("constant_type", """
// The constant's result has its value's type.
func.func @f() {
  %0 = "flow.tensor.constant"() <{value = dense<1> : tensor<2xi8>}> : () -> tensor<2xi16>
  return
}
"""),
("unranked", """
// The flow tensor ops take ranked tensors.
func.func @f(%t: tensor<*xf32>) {
  %0 = flow.tensor.tie_shape %t : tensor<*xf32>
  return
}
"""),
]
