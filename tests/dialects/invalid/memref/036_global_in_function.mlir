// memref.global inside a function: a symbol whose parent is no symbol table.
// MLIR-ERROR: 'memref.global' op symbol's parent must have the SymbolTable trait
func.func @f() {
  memref.global "private" @x : memref<2xf32> = dense<0.0>
  return
}
