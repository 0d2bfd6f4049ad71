// From StableHLO's interpreter test log.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @log_op_test_f64() {
  %operand = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %result = stablehlo.log %operand : tensor<2x2xf64>
  func.return
}

func.func @log_op_test_c128() {
  %operand = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f64>>
  %result = stablehlo.log %operand : tensor<complex<f64>>
  func.return
}
