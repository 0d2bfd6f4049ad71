// From StableHLO's interpreter test reduce_precision.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @reduce_precision_op_test_f64() {
  %operand = stablehlo.constant dense<[0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0x0000000000000001, 0.0, 65505.0, 65520.0]> : tensor<6xf64>
  %output = stablehlo.reduce_precision %operand, format = e5m10 : tensor<6xf64>
  func.return
}

func.func @reduce_precision_op_test_f64_zero_mantissa_bits() {
  %operand = stablehlo.constant dense<0x7FFFFFFFFFFFFFFF> : tensor<f64>
  %output = stablehlo.reduce_precision %operand, format = e5m0 : tensor<f64>
  func.return
}
