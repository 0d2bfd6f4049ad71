// From StableHLO's interpreter test api_input_arguments.mlir (scripts/gen-stablehlo-corpus.py), without its checks.
func.func @main(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2xi32>
  return %0 : tensor<2xi32>
}
