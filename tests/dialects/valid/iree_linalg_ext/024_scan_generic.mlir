// scan in generic form.
func.func @f(%in: tensor<8xf32>, %out: tensor<8xf32>, %acc: tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  %0:2 = "iree_linalg_ext.scan"(%in, %out, %acc) <{dimension = 0 : i64, inclusive = true}> ({
  ^bb0(%a: f32, %b: f32):
    "iree_linalg_ext.yield"(%a) : (f32) -> ()
  }) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<f32>
}
