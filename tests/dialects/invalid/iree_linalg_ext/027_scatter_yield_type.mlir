// scatter: the region yields its argument's type.
// MLIR-ERROR: 'iree_linalg_ext.yield' op mismatch in type of yielded value 'i64' and argument of the region 'i32'
func.func @f(%u: tensor<3x4xi32>, %i: tensor<3x1xi32>, %o: tensor<8x4xi32>) -> (tensor<8x4xi32>) {
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i : tensor<3x4xi32>, tensor<3x1xi32>) outs(%o : tensor<8x4xi32>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.extsi %a : i32 to i64
    iree_linalg_ext.yield %c : i64
  } -> tensor<8x4xi32>
  return %0 : tensor<8x4xi32>
}
