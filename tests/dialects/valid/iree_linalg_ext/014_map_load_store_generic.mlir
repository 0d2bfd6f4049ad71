// map_load and map_store in generic form.
func.func @f(%s: tensor<4xf32>, %o: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "iree_linalg_ext.map_load"(%s, %o) ({
  ^bb0(%i: index):
    %p = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
    "iree_linalg_ext.yield"(%i, %p) : (index, f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "iree_linalg_ext.map_store"(%s, %o) ({
  ^bb0(%i: index):
    %t = "arith.constant"() <{value = true}> : () -> i1
    "iree_linalg_ext.yield"(%i, %t) : (index, i1) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
