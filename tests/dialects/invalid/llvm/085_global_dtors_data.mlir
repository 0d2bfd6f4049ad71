// global_dtors data that is neither a symbol nor #llvm.zero.
// MLIR-ERROR: data element must be symbol or #llvm.zero
llvm.func @f() {
  llvm.return
}
llvm.mlir.global_dtors dtors = [@f], priorities = [1 : i32], data = [1]
