// arith.divui (unsigned integer division) on scalars, index, vectors and tensors.
func.func @f(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi64>, %t: tensor<2x?xi8>, %k: i1) -> i32 {
  %0 = arith.divui %a, %b : i32
  %1 = arith.divui %i, %j : index
  %2 = arith.divui %v, %v : vector<4xi64>
  %3 = arith.divui %t, %t : tensor<2x?xi8>
  %4 = arith.divui %k, %k : i1
  %c5 = arith.constant 5 : i32
  %5 = arith.divui %0, %c5 : i32
  return %5 : i32
}
