// From StableHLO's interpreter test is_finite.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @is_finite_op_test_f64() {
  // -Inf, +Inf, NaN, -10.0, -0.0, 0.0, 10.0
  %operand = stablehlo.constant dense<[0xFFF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, -10.0, -0.0, 0.0, 10.0]> : tensor<7xf64>
  %result = stablehlo.is_finite %operand : (tensor<7xf64>) -> tensor<7xi1>
  func.return
}
