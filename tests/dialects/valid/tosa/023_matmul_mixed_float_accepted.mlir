// matmul of f32 and f16 inputs: MLIR 22 accepts it.
func.func @f(%a: tensor<1x14x19xf32>, %b: tensor<1x19x28xf16>, %z: tensor<1xf32>, %z16: tensor<1xf16>) {
  %0 = tosa.matmul %a, %b, %z, %z16 : (tensor<1x14x19xf32>, tensor<1x19x28xf16>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x14x28xf32>
  return
}
