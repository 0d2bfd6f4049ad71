// arith.muli (integer multiplication) on scalars, index, vectors and tensors.
func.func @f(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi64>, %t: tensor<2x?xi8>, %k: i1) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %i, %j : index
  %2 = arith.muli %v, %v : vector<4xi64>
  %3 = arith.muli %t, %t : tensor<2x?xi8>
  %4 = arith.muli %k, %k : i1
  %c5 = arith.constant 5 : i32
  %5 = arith.muli %0, %c5 : i32
  return %5 : i32
}
