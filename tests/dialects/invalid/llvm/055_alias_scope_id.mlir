// An alias scope whose id is an integer.
// MLIR-ERROR: id of an alias scope must be a StringAttr or a DistrinctAttr
#domain = #llvm.alias_scope_domain<id = distinct[0]<>>
#scope = #llvm.alias_scope<id = 1 : i32, domain = #domain>
llvm.func @f() {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.return
}
