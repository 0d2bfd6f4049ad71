// arith.trunci truncates to a narrower integer type.
func.func @f(%a: i64, %v: vector<4xi32>, %t: tensor<?x?xi16>) -> i1 {
  %0 = arith.trunci %a : i64 to i32
  %1 = arith.trunci %a : i64 to i1
  %2 = arith.trunci %v : vector<4xi32> to vector<4xi8>
  %3 = arith.trunci %t : tensor<?x?xi16> to tensor<?x?xi8>
  return %1 : i1
}
