// The default visibility is not written in an ifunc's form.
// MLIR-ERROR: custom op 'llvm.mlir.ifunc' expected valid '@'-identifier for symbol name
llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external default @i : !llvm.func<void ()>, !llvm.ptr @r
