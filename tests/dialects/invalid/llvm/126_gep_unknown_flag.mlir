// A flag word GEPNoWrapFlags does not have.
// MLIR-ERROR: custom op 'llvm.getelementptr' expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: bogus
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr nuw|bogus %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
