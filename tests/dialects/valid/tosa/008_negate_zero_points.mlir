// tosa.negate with its zero points, float and int8.
func.func @f(%a: tensor<4xf32>, %q: tensor<4xi8>) {
  %fz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %iz = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %a, %fz, %fz : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %1 = tosa.negate %q, %iz, %iz : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return
}
