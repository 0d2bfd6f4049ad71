// Zero-sized tensors with tensor.empty and tensor.dim.
func.func @f() -> (tensor<0x4xf32>, index) {
  %0 = tensor.empty() : tensor<0x4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.dim %0, %c0 : tensor<0x4xf32>
  return %0, %1 : tensor<0x4xf32>, index
}
