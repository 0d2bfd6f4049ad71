// topk_v2 in generic form, is_sorted set.
func.func @f(%v: tensor<16xf32>, %ov: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "iree_linalg_ext.topk_v2"(%v, %ov) <{dimension = 0 : i64, is_sorted, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> ({
  ^bb0(%a: f32, %b: f32):
    %c = "arith.cmpf"(%a, %b) <{predicate = 3 : i64}> : (f32, f32) -> i1
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : (tensor<16xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
