// From StableHLO's interpreter test rsqrt.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @rsqrt_op_test_f64() {
  %operand = stablehlo.constant dense<[[1.0, 4.0], [9.0, 25.0]]> : tensor<2x2xf64>
  %result = stablehlo.rsqrt %operand : tensor<2x2xf64>
  func.return
}

func.func @rsqrt_op_test_c128() {
  %operand = stablehlo.constant dense<[(-1.0, 0.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  %result = stablehlo.rsqrt %operand : tensor<2xcomplex<f64>>
  func.return
}
