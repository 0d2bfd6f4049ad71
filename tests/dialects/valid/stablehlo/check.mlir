// From StableHLO's interpreter test check.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @check_eq() {
  %operand = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
  %result = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
  func.return
}

func.func @check_eq_const() {
  %operand = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
  func.return
}

func.func @check_almost_eq() {
  %operand = stablehlo.constant dense<5.0000> : tensor<f64>
  %result = stablehlo.constant dense<5.0001> : tensor<f64>
  func.return
}

func.func @check_almost_eq_const() {
  %operand = stablehlo.constant dense<5.0000> : tensor<f64>
  func.return
}

func.func @check_almost_eq_tolerance() {
  %operand = stablehlo.constant dense<5.0000> : tensor<f64>
  %result = stablehlo.constant dense<5.0001> : tensor<f64>
  func.return
}

func.func @check_almost_eq_const_tolerance() {
  %operand = stablehlo.constant dense<5.0000> : tensor<f64>
  func.return
}

func.func @check_close() {
  %operand = stablehlo.constant dense<5.0000> : tensor<f16>
  %result = stablehlo.constant dense<5.010> : tensor<f16>
  func.return
}
