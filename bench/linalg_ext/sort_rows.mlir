// iree_linalg_ext.sort of each of 1000 rows of 1000 f32 keys, their
// positions (i32) sorted along.
func.func @sort_rows(%k: tensor<1000x1000xf32>, %i: tensor<1000x1000xi32>) -> (tensor<1000x1000xf32>, tensor<1000x1000xi32>) {
  %0:2 = iree_linalg_ext.sort dimension(1) outs(%k, %i : tensor<1000x1000xf32>, tensor<1000x1000xi32>) {
  ^bb0(%a: f32, %b: f32, %x: i32, %y: i32):
    %c = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<1000x1000xf32>, tensor<1000x1000xi32>
  return %0#0, %0#1 : tensor<1000x1000xf32>, tensor<1000x1000xi32>
}
