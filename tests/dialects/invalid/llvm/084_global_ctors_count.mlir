// global_ctors whose lists differ in length.
// MLIR-ERROR: ctors, priorities, and data must have the same number of elements
llvm.func @f() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@f], priorities = [], data = [#llvm.zero]
