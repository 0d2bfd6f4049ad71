// tensor.pad with the nofold flag and mixed static/dynamic padding.
func.func @f(%t: tensor<2x?xf16>, %p: index, %v: f16) -> tensor<5x?xf16> {
  %0 = tensor.pad %t nofold low[0, %p] high[3, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f16
  } : tensor<2x?xf16> to tensor<5x?xf16>
  return %0 : tensor<5x?xf16>
}
