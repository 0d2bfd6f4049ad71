// A reduced dimension of size other than 1.
// MLIR-ERROR: 'tosa.reduce_sum' op expect reduced dimension size to be 1, got 2
func.func @f(%a: tensor<13x21x3xf32>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<13x21x3xf32>) -> tensor<2x21x3xf32>
  return
}
