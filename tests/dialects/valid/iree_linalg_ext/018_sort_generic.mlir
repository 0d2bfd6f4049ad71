// sort in generic form, with its operand segment sizes.
func.func @f(%t: tensor<8xi8>) -> tensor<8xi8> {
  %0 = "iree_linalg_ext.sort"(%t) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: i8, %b: i8):
    %c = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i8, i8) -> i1
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : (tensor<8xi8>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}
