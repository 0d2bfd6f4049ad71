// arith.divsi (signed integer division) on scalars, index, vectors and tensors.
func.func @f(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi64>, %t: tensor<2x?xi8>, %k: i1) -> i32 {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.divsi %i, %j : index
  %2 = arith.divsi %v, %v : vector<4xi64>
  %3 = arith.divsi %t, %t : tensor<2x?xi8>
  %4 = arith.divsi %k, %k : i1
  %c5 = arith.constant 5 : i32
  %5 = arith.divsi %0, %c5 : i32
  return %5 : i32
}
