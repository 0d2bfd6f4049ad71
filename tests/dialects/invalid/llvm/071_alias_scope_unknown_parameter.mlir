// An alias scope with a parameter it does not have.
// MLIR-ERROR: custom op 'llvm.intr.experimental.noalias.scope.decl' duplicate or unknown struct parameter name: idx
llvm.func @f() {
  llvm.intr.experimental.noalias.scope.decl <idx = "a">
  llvm.return
}
