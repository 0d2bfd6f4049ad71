// linalg.dot into a 0-d tensor and a 0-d memref.
func.func @dot(%a: tensor<16xf32>, %b: tensor<16xf32>, %acc: tensor<f32>, %ma: memref<?xi32>, %mc: memref<i32>) -> tensor<f32> {
  %0 = linalg.dot ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%acc : tensor<f32>) -> tensor<f32>
  linalg.dot ins(%ma, %ma : memref<?xi32>, memref<?xi32>) outs(%mc : memref<i32>)
  return %0 : tensor<f32>
}
