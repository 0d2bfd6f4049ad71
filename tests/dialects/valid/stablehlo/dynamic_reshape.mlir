// From StableHLO's interpreter test dynamic_reshape.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @dynamic_reshape_op_test_si64() {
  %operand = stablehlo.constant dense<[[1, 2, 3, 4, 5, 6]]> : tensor<1x6xi64>
  %output_shape = stablehlo.constant dense<[6]> : tensor<1xi64>
  %result = stablehlo.dynamic_reshape %operand, %output_shape : (tensor<1x6xi64>, tensor<1xi64>) -> tensor<6xi64>
  func.return
}
