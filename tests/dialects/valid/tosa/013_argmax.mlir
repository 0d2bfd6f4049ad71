// tosa.argmax with and without nan_mode.
func.func @f(%a: tensor<14x19xf32>) {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<14x19xf32>) -> tensor<14xi32>
  %1 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<14x19xf32>) -> tensor<19xi32>
  return
}
