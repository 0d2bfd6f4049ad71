// A constructor that is no function.
// MLIR-ERROR: 'llvm.mlir.global_ctors' op 'g' does not reference a valid LLVM function
llvm.mlir.global_ctors ctors = [@g], priorities = [1 : i32], data = [#llvm.zero]
