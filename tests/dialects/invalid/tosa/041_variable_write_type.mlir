// variable_write of a value of another shape than the variable's.
// MLIR-ERROR: 'tosa.variable_write' op require same shapes for 'input1' ('tensor<3xf32>') and the input tensor ('tensor<2xf32>')
module {
  tosa.variable @v : tensor<2xf32>
  func.func @f(%a: tensor<3xf32>) {
    tosa.variable_write @v, %a : tensor<3xf32>
    return
  }
}
