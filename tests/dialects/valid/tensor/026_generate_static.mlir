// tensor.generate with a static shape producing a constant-filled tensor.
func.func @f(%x: f32) -> tensor<2x2xf32> {
  %0 = tensor.generate {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
