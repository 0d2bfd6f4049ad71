// An ifunc with appending linkage.
// MLIR-ERROR: 'llvm.mlir.ifunc' op 'appending' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc appending @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
