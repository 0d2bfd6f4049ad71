// From StableHLO's interpreter test log_plus_one.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @log_plus_one_op_test_f64() {
  %operand = stablehlo.constant dense<[0.0, -0.999, 7.0, 6.38905621, 15.0]> : tensor<5xf64>
  %result = stablehlo.log_plus_one %operand : tensor<5xf64>
  func.return
}

func.func @log_plus_one_op_test_c128() {
  %operand = stablehlo.constant dense<[(1.0, 2.0), (2.0, 1.0), (0.0, 0.0)]> : tensor<3xcomplex<f64>>
  %result = stablehlo.log_plus_one %operand : tensor<3xcomplex<f64>>
  func.return
}
