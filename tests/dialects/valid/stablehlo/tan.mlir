// From StableHLO's interpreter test tan.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @tan_op_test_f64() {
  %0 = stablehlo.constant dense<[0.0, 1.57079632, 3.14159265, 4.71238898]> : tensor<4xf64>
  %1 = stablehlo.tan %0 : tensor<4xf64>
  func.return
}
