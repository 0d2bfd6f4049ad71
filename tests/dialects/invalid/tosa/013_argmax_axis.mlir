// argmax with an axis outside the input's rank.
// MLIR-ERROR: 'tosa.argmax' op specified axis is outside the rank of the tensor
func.func @f(%a: tensor<14x19xf32>) {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<14x19xf32>) -> tensor<14xi32>
  return
}
