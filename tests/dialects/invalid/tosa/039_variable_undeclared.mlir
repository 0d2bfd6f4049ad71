// variable_read of a variable never declared.
// MLIR-ERROR: 'tosa.variable_read' op 'nowhere' has not been declared by 'tosa.variable'
func.func @f() -> tensor<2xi8> {
  %0 = tosa.variable_read @nowhere : tensor<2xi8>
  return %0 : tensor<2xi8>
}
