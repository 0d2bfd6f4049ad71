// llvm.intr.experimental.noalias.scope.decl with #llvm.alias_scope attributes (printed through aliases), written whole, through an alias, or as a bare body; alias scopes on a load.
#domain = #llvm.alias_scope_domain<description = "d", id = "q">
#scope = #llvm.alias_scope<domain = #domain, id = "x", description = "y">
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.intr.experimental.noalias.scope.decl #llvm.alias_scope<id = "z", domain = #domain>
  llvm.intr.experimental.noalias.scope.decl <id = distinct[0]<>, domain = #llvm.alias_scope_domain<id = distinct[1]<>>>
  %0 = llvm.load %p {alias_scopes = [#scope], noalias_scopes = [#llvm.alias_scope<id = "z", domain = #domain>]} : !llvm.ptr -> i32
  llvm.return
}
