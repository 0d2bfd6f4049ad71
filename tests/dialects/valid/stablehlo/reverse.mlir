// From StableHLO's interpreter test reverse.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @reverse() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %result = "stablehlo.reverse"(%operand) {
    dimensions = array<i64: 1, 0>
  } : (tensor<3x2xi64>) -> tensor<3x2xi64>
  func.return
}
