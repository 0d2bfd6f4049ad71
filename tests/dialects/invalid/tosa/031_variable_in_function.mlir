// tosa.variable inside a function: a symbol's parent must be a symbol table.
// MLIR-ERROR: 'tosa.variable' op symbol's parent must have the SymbolTable trait
func.func @f() {
  tosa.variable @v = dense<0> : tensor<2xi8>
  return
}
