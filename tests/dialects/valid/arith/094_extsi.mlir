// arith.extsi sign-extends to a wider integer type, on scalars, vectors and tensors.
func.func @f(%a: i1, %b: i8, %v: vector<4xi16>, %t: tensor<?xi32>) -> i64 {
  %0 = arith.extsi %a : i1 to i32
  %1 = arith.extsi %b : i8 to i64
  %2 = arith.extsi %v : vector<4xi16> to vector<4xi32>
  %3 = arith.extsi %t : tensor<?xi32> to tensor<?xi64>
  return %1 : i64
}
