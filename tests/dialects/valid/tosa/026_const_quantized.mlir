// tosa.const, including a quantized result stored as i8 (generic form only).
func.func @f() {
  %0 = "tosa.const"() <{values = dense<[1.5, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %1 = "tosa.const"() <{values = dense<3> : tensor<2x2xi8>}> : () -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %2 = "tosa.const"() {values = dense<true> : tensor<i1>} : () -> tensor<i1>
  return
}
