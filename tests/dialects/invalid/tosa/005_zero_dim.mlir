// A tensor with a zero dimension is not TOSA-conformant.
// MLIR-ERROR: 'tosa.abs' op operand #0 must be tosa-conformant tensor of number values, but got 'tensor<0x3xf32>'
func.func @f(%a: tensor<0x3xf32>) {
  %0 = tosa.abs %a : (tensor<0x3xf32>) -> tensor<0x3xf32>
  return
}
