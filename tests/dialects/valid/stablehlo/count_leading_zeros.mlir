// From StableHLO's interpreter test count_leading_zeros.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @count_leading_zeros_op_test_si64() {
  %operand = stablehlo.constant dense<[[0, 1], [128, -1]]> : tensor<2x2xi64>
  %result = stablehlo.count_leading_zeros %operand : tensor<2x2xi64>
  func.return
}
