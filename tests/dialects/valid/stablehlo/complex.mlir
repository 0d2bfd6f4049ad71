// From StableHLO's interpreter test complex.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @complex_op_test_f64() {
  %lhs = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf64>
  %rhs = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xf64>
  %result = stablehlo.complex %lhs, %rhs : tensor<2xcomplex<f64>>
  func.return
}
