// tensor.pad with static low/high padding and a constant padding value.
func.func @f(%t: tensor<4x4xf32>) -> tensor<6x8xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x4xf32> to tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}
