// tosa.variable with a type and with an initial value; variable_read/write.
module {
  tosa.variable @v : tensor<2x?xf32>
  tosa.variable @w = dense<[1, 2]> : tensor<2xi8>
  tosa.variable @s = dense<3.5> : tensor<f32>
  func.func @f(%a: tensor<2xi8>) -> tensor<2xi8> {
    %0 = tosa.variable_read @w : tensor<2xi8>
    tosa.variable_write @w, %a : tensor<2xi8>
    return %0 : tensor<2xi8>
  }
}
