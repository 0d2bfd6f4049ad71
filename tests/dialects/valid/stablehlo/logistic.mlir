// From StableHLO's interpreter test logistic.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @logistic_op_test_f64() {
  %operand = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %result = stablehlo.logistic %operand : tensor<2x2xf64>
  func.return
}

func.func @logistic_op_test_c128() {
  %operand = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f64>>
  %result = stablehlo.logistic %operand : tensor<complex<f64>>
  func.return
}
