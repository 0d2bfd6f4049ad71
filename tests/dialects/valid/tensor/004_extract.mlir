// tensor.extract of scalars from ranked tensors, including rank 0.
func.func @f(%t: tensor<4x?xf32>, %s: tensor<i32>, %i: index, %j: index) -> (f32, i32) {
  %0 = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %1 = tensor.extract %s[] : tensor<i32>
  return %0, %1 : f32, i32
}
