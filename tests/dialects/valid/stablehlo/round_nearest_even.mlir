// From StableHLO's interpreter test round_nearest_even.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @round_nearest_even_op_test_f64() {
  %operand = stablehlo.constant dense<[-2.5, 0.4, 0.5, 0.6, 2.5]> : tensor<5xf64>
  %result = stablehlo.round_nearest_even %operand : tensor<5xf64>
  func.return
}
