// tensor.splat of a scalar into static and dynamic tensors.
func.func @f(%x: f32, %i: i8, %n: index, %m: index) -> (tensor<4xf32>, tensor<?x8xi8>, tensor<?x?xf32>) {
  %0 = tensor.splat %x : tensor<4xf32>
  %1 = tensor.splat %i[%n] : tensor<?x8xi8>
  %2 = tensor.splat %x[%n, %m] : tensor<?x?xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<?x8xi8>, tensor<?x?xf32>
}
