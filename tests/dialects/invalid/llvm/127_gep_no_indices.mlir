// A getelementptr needs at least one index.
// MLIR-ERROR: expected SSA operand
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
