// From StableHLO's interpreter test sqrt.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @square_root_op_test_f64() {
  %operand = stablehlo.constant dense<[[0.0, 1.0], [4.0, 9.0]]> : tensor<2x2xf64>
  %result = stablehlo.sqrt %operand : tensor<2x2xf64>
  func.return
}

func.func @square_root_op_test_c128() {
  %operand = stablehlo.constant dense<[(-1.0, 0.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  %result = stablehlo.sqrt %operand : tensor<2xcomplex<f64>>
  func.return
}
