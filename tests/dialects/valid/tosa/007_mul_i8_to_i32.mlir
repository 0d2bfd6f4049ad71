// tosa.mul of i8 operands with an i32 result (a wider result is allowed).
func.func @f(%a: tensor<4xi8>, %b: tensor<4xi8>, %s: tensor<1xi8>) -> tensor<4xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
