// tensor.pad whose region ends in an op other than tensor.yield: the region trait is checked after the op's own verifier.
// MLIR-ERROR: 'tensor.yield' op must be the last operation in the parent block
func.func @f(%t: tensor<2xf32>, %v: f32) -> tensor<4xf32> {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
    %c = arith.constant 0.0 : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
