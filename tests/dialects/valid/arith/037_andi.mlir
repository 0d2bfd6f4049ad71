// arith.andi (bitwise and) on scalars, index, vectors and tensors.
func.func @f(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi64>, %t: tensor<2x?xi8>, %k: i1) -> i32 {
  %0 = arith.andi %a, %b : i32
  %1 = arith.andi %i, %j : index
  %2 = arith.andi %v, %v : vector<4xi64>
  %3 = arith.andi %t, %t : tensor<2x?xi8>
  %4 = arith.andi %k, %k : i1
  %c5 = arith.constant 5 : i32
  %5 = arith.andi %0, %c5 : i32
  return %5 : i32
}
