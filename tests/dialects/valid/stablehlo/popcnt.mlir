// From StableHLO's interpreter test popcnt.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @popcnt_op_test_si64() {
  %operand = stablehlo.constant dense<[0, 1, 2, 127]> : tensor<4xi64>
  %result = stablehlo.popcnt %operand : tensor<4xi64>
  func.return
}
