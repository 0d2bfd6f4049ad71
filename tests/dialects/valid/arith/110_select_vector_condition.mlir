// arith.select with an elementwise vector/tensor condition: the type list names both types.
func.func @f(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>, %tc: tensor<2x?xi1>, %t: tensor<2x?xf32>) -> vector<4xi32> {
  %0 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  %1 = arith.select %tc, %t, %t : tensor<2x?xi1>, tensor<2x?xf32>
  return %0 : vector<4xi32>
}
