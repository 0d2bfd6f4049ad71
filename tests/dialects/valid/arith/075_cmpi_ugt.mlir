// arith.cmpi ugt (unsigned greater than) on integers, index, vectors and tensors.
func.func @f(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<?xi64>) -> i1 {
  %0 = arith.cmpi ugt, %a, %b : i32
  %1 = arith.cmpi ugt, %i, %i : index
  %2 = arith.cmpi ugt, %v, %v : vector<4xi8>
  %3 = arith.cmpi ugt, %t, %t : tensor<?xi64>
  %4 = arith.cmpi ugt, %0, %1 : i1
  return %4 : i1
}
