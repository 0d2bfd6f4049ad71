// concat whose output axis dimension is not the sum of the inputs'.
// MLIR-ERROR: 'tosa.concat' op requires sum of axis dimensions of input1 equal to output axis dimension, got 3 and 4
func.func @f(%a: tensor<1x2xf32>, %b: tensor<2x2xf32>) {
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  return
}
