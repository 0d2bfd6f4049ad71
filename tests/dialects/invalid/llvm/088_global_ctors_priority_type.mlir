// Priorities are i32.
// MLIR-ERROR: 'llvm.mlir.global_ctors' op attribute 'priorities' failed to satisfy constraint: 32-bit integer array attribute
llvm.func @f() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@f], priorities = [1 : i64], data = [#llvm.zero]
