// Dense f16 and bf16 constants, with special values.
func.func @f() -> (tensor<3xf16>, tensor<3xbf16>) {
  %a = arith.constant dense<[1.0, 0x7C00, -0.5]> : tensor<3xf16>
  %b = arith.constant dense<[1.0, 0xFF80, 3.0e+38]> : tensor<3xbf16>
  return %a, %b : tensor<3xf16>, tensor<3xbf16>
}
