// arith.cmpi slt (signed less than) on integers, index, vectors and tensors.
func.func @f(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<?xi64>) -> i1 {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi slt, %i, %i : index
  %2 = arith.cmpi slt, %v, %v : vector<4xi8>
  %3 = arith.cmpi slt, %t, %t : tensor<?xi64>
  %4 = arith.cmpi slt, %0, %1 : i1
  return %4 : i1
}
