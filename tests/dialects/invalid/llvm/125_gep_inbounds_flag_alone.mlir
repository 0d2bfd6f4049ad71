// The inbounds_flag bit alone is not a flag set one may write.
// MLIR-ERROR: 'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds_flag %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
