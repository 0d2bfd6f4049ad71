// A dense constant with many elements (printed elided only with an option, so in full here).
func.func @f() -> tensor<4x8xi16> {
  %a = arith.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15], [16, 17, 18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29, 30, 31]]> : tensor<4x8xi16>
  return %a : tensor<4x8xi16>
}
