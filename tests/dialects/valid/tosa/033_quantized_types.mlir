// TOSA tensors of quantized, unsigned, mxint8 and f8 element types.
func.func @f(%a: tensor<2x!quant.uniform<i8:f32, 0.1:3>>, %b: tensor<2xui8>, %c: tensor<2x!tosa.mxint8>, %d: tensor<2xf8E5M2>) {
  %0 = tosa.identity %a : (tensor<2x!quant.uniform<i8:f32, 0.1:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.1:3>>
  %1 = tosa.identity %b : (tensor<2xui8>) -> tensor<2xui8>
  %2 = tosa.identity %c : (tensor<2x!tosa.mxint8>) -> tensor<2x!tosa.mxint8>
  %3 = tosa.identity %d : (tensor<2xf8E5M2>) -> tensor<2xf8E5M2>
  return
}
