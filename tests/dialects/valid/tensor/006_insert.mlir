// tensor.insert of scalars into ranked tensors, including rank 0.
func.func @f(%t: tensor<?x3xi64>, %s: tensor<f16>, %v: i64, %h: f16, %i: index) -> (tensor<?x3xi64>, tensor<f16>) {
  %0 = tensor.insert %v into %t[%i, %i] : tensor<?x3xi64>
  %1 = tensor.insert %h into %s[] : tensor<f16>
  return %0, %1 : tensor<?x3xi64>, tensor<f16>
}
