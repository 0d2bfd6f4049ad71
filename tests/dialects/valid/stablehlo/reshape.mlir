// From StableHLO's interpreter test reshape.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @reshape_op_test_si32() {
  %0 = stablehlo.constant dense<[[1,2,3,4,5,6]]> : tensor<1x6xi32>
  %1 = stablehlo.reshape %0 : (tensor<1x6xi32>) -> tensor<6xi32>
  func.return
}
