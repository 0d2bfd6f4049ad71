// From StableHLO's interpreter test dynamic_iota.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @dynamic_iota_op_test_si64_dim_0() {
  %output_shape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %0 = stablehlo.dynamic_iota %output_shape, dim = 0 : (tensor<2xi64>) -> tensor<3x4xi64>
  func.return
}

func.func @dynamic_iota_op_test_si64_dim_1() {
  %output_shape = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %0 = stablehlo.dynamic_iota %output_shape, dim = 1 : (tensor<2xi64>) -> tensor<3x4xi64>
  func.return
}
