// A '|' with no flag after it.
// MLIR-ERROR: custom op 'llvm.getelementptr' expected keyword for ::mlir::LLVM::GEPNoWrapFlags after '|'
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds| %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
