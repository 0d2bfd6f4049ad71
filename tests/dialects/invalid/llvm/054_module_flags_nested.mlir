// module_flags inside a function.
// MLIR-ERROR: 'llvm.module_flags' op must appear at the module level
llvm.func @f() {
  llvm.module_flags []
  llvm.return
}
