// From StableHLO's interpreter test pad.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @pad() {
  %operand = stablehlo.constant dense<[[0, 0, 0, 0],
                                       [0, 1, 2, 0],
                                       [0, 3, 4, 0],
                                       [0, 5, 6, 0],
                                       [0, 0, 0, 0]]> : tensor<5x4xi64>
  %padding_value = stablehlo.constant dense<-1> : tensor<i64>
  %result = stablehlo.pad %operand, %padding_value, low = [1, -1], high = [1, -1], interior = [0, 1]
    : (tensor<5x4xi64>, tensor<i64>) -> tensor<7x5xi64>
  func.return
}
