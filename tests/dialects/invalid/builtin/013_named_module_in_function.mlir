// A named module is a symbol, and a function is no symbol table.
// MLIR-ERROR: 'builtin.module' op symbol's parent must have the SymbolTable trait
func.func @g() {
  builtin.module @m {
  }
  return
}
