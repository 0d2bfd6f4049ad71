// arith.cmpi uge (unsigned greater or equal) on integers, index, vectors and tensors.
func.func @f(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<?xi64>) -> i1 {
  %0 = arith.cmpi uge, %a, %b : i32
  %1 = arith.cmpi uge, %i, %i : index
  %2 = arith.cmpi uge, %v, %v : vector<4xi8>
  %3 = arith.cmpi uge, %t, %t : tensor<?xi64>
  %4 = arith.cmpi uge, %0, %1 : i1
  return %4 : i1
}
