// argmax result shape not the input's without the axis.
// MLIR-ERROR: 'tosa.argmax' op expected output shape '14', got '19'
func.func @f(%a: tensor<14x19xf32>) {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<14x19xf32>) -> tensor<19xi32>
  return
}
