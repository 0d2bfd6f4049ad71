// arith.extui zero-extends to a wider integer type.
func.func @f(%a: i1, %b: i8, %v: vector<4xi16>, %t: tensor<2xi32>) -> i32 {
  %0 = arith.extui %a : i1 to i32
  %1 = arith.extui %b : i8 to i16
  %2 = arith.extui %v : vector<4xi16> to vector<4xi64>
  %3 = arith.extui %t : tensor<2xi32> to tensor<2xi128>
  return %0 : i32
}
