// From StableHLO's interpreter test abs.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @abs_op_test_si64() {
  %operand = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
  %result = stablehlo.abs %operand : tensor<3xi64>
  func.return
}

func.func @abs_op_test_f64() {
  %operand = stablehlo.constant dense<[23.1, -23.1, -0.0]> : tensor<3xf64>
  %result = stablehlo.abs %operand : tensor<3xf64>
  func.return
}

func.func @abs_op_test_c64() {
  %operand = stablehlo.constant dense<(3.0, 4.0)> : tensor<complex<f64>>
  %result = "stablehlo.abs"(%operand) : (tensor<complex<f64>>) -> tensor<f64>
  func.return
}
