// arith.cmpi ule (unsigned less or equal) on integers, index, vectors and tensors.
func.func @f(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<?xi64>) -> i1 {
  %0 = arith.cmpi ule, %a, %b : i32
  %1 = arith.cmpi ule, %i, %i : index
  %2 = arith.cmpi ule, %v, %v : vector<4xi8>
  %3 = arith.cmpi ule, %t, %t : tensor<?xi64>
  %4 = arith.cmpi ule, %0, %1 : i1
  return %4 : i1
}
