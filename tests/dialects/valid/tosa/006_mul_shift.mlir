// tosa.mul with its shift operand: i32 with a shift, f32 with a zero shift.
func.func @f(%a: tensor<13x21x3xi32>, %b: tensor<13x1x3xi32>, %x: tensor<2x3xf32>) {
  %shift = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zero = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<13x21x3xi32>, tensor<13x1x3xi32>, tensor<1xi8>) -> tensor<13x21x3xi32>
  %1 = tosa.mul %x, %x, %zero : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return
}
