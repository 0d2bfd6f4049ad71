// tensor.from_elements builds 0-d, 1-d and 2-d tensors from scalars.
func.func @f(%a: f32, %b: f32, %i: index) -> (tensor<f32>, tensor<3xf32>, tensor<2x2xf32>, tensor<1xindex>) {
  %0 = tensor.from_elements %a : tensor<f32>
  %1 = tensor.from_elements %a, %b, %a : tensor<3xf32>
  %2 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  %3 = tensor.from_elements %i : tensor<1xindex>
  return %0, %1, %2, %3 : tensor<f32>, tensor<3xf32>, tensor<2x2xf32>, tensor<1xindex>
}
