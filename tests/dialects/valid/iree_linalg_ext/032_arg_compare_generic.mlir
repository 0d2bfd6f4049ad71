// arg_compare in generic form, with its operand segment sizes.
func.func @f(%in: tensor<4x5xf32>, %ov: tensor<4xf32>, %oi: tensor<4xi32>, %b: index) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = "iree_linalg_ext.arg_compare"(%in, %ov, %oi, %b) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 1, 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    %c = "arith.cmpf"(%x, %y) <{predicate = 2 : i64}> : (f32, f32) -> i1
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : (tensor<4x5xf32>, tensor<4xf32>, tensor<4xi32>, index) -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}
