// index is no TOSA element type.
// MLIR-ERROR: 'tosa.abs' op operand #0 must be tosa-conformant tensor of number values, but got 'tensor<3xindex>'
func.func @f(%a: tensor<3xindex>) {
  %0 = tosa.abs %a : (tensor<3xindex>) -> tensor<3xindex>
  return
}
