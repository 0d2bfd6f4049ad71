// From StableHLO's interpreter test dynamic_pad.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @dynamic_pad() {
  %operand = stablehlo.constant dense<[[0, 0, 0, 0],
                                       [0, 1, 2, 0],
                                       [0, 3, 4, 0],
                                       [0, 5, 6, 0],
                                       [0, 0, 0, 0]]> : tensor<5x4xi64>
  %padding_value = stablehlo.constant dense<-1> : tensor<i64>
  %low = stablehlo.constant dense<[1, -1]> : tensor<2xi64>
  %high = stablehlo.constant dense<[1, -1]> : tensor<2xi64>
  %interior = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %result = stablehlo.dynamic_pad %operand, %padding_value, %low, %high, %interior
    : (tensor<5x4xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<7x5xi64>
  func.return
}
