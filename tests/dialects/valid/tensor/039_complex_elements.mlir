// Tensor ops on complex and vector element types.
func.func @f(%t: tensor<4xcomplex<f32>>, %v: tensor<2xvector<4xf32>>, %i: index) -> (complex<f32>, vector<4xf32>) {
  %0 = tensor.extract %t[%i] : tensor<4xcomplex<f32>>
  %1 = tensor.extract %v[%i] : tensor<2xvector<4xf32>>
  return %0, %1 : complex<f32>, vector<4xf32>
}
