// A shape operand that no shape op defines.
// MLIR-ERROR: 'tosa.reshape' op shape operand is not compile time resolvable
func.func @f(%a: tensor<13x21x3xf32>, %s: !tosa.shape<2>) {
  %0 = tosa.reshape %a, %s : (tensor<13x21x3xf32>, !tosa.shape<2>) -> tensor<1x819xf32>
  return
}
