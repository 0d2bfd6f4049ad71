// From StableHLO's interpreter test exponential.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @exponential_op_test_f64() {
  %operand = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf64>
  %result = stablehlo.exponential %operand : tensor<2x2xf64>
  func.return
}

func.func @exponential_op_test_c128() {
  %operand = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f64>>
  %result = stablehlo.exponential %operand : tensor<complex<f64>>
  func.return
}
