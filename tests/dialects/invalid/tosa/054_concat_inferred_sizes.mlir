// concat of an unranked and two ranked inputs disagreeing off the axis: inference fails.
// MLIR-ERROR: Cannot concat tensors with different sizes on the non-axis dimension 1
func.func @f(%a: tensor<2x1xf32>, %u: tensor<*xf32>, %b: tensor<2x3xf32>) {
  %0 = tosa.concat %a, %u, %b {axis = 0 : i32} : (tensor<2x1xf32>, tensor<*xf32>, tensor<2x3xf32>) -> tensor<?x?xf32>
  return
}
