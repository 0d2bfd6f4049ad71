// An ifunc whose resolver type is in another address space.
// MLIR-ERROR: 'llvm.mlir.ifunc' op resolver has incorrect type
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr<1> @resolver
