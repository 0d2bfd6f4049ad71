// Dense constants of index and i1 element type.
func.func @f() -> (tensor<3xindex>, tensor<2x2xi1>) {
  %a = arith.constant dense<[0, 1, -1]> : tensor<3xindex>
  %b = arith.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  return %a, %b : tensor<3xindex>, tensor<2x2xi1>
}
