// Two functions with the same symbol name in one module.
// MLIR-ERROR: redefinition of symbol named 'f'
module {
  func.func @f() {
    return
  }
  func.func @f() {
    return
  }
}
