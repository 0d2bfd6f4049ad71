// A direct call of a function that does not exist.
// MLIR-ERROR: 'llvm.call' op 'nowhere' does not reference a symbol in the current scope
llvm.func @f() {
  llvm.call @nowhere() : () -> ()
  llvm.return
}
