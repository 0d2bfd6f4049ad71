// tensor.extract with constant indices from a constant tensor.
func.func @f() -> i8 {
  %t = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.extract %t[%c1, %c0] : tensor<2x2xi8>
  return %0 : i8
}
