// A constructor that is only declared.
// MLIR-ERROR: 'llvm.mlir.global_ctors' op 'f' does not have a definition
llvm.func @f()
llvm.mlir.global_ctors ctors = [@f], priorities = [1 : i32], data = [#llvm.zero]
