// An alias scope without its domain.
// MLIR-ERROR: struct is missing required parameter: domain
#scope = #llvm.alias_scope<id = "x", description = "y">
llvm.func @f() {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.return
}
