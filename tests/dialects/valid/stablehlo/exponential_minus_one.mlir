// From StableHLO's interpreter test exponential_minus_one.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @exponential_minus_one_op_test_f64() {
  %operand = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf64>
  %result = stablehlo.exponential_minus_one %operand : tensor<2xf64>
  func.return
}

func.func @exponential_minus_one_op_test_c128() {
  %operand = stablehlo.constant dense<[(1.0, 2.0), (2.0, 1.0), (0.0, 0.0)]> : tensor<3xcomplex<f64>>
  %result = stablehlo.exponential_minus_one %operand : tensor<3xcomplex<f64>>
  func.return
}
