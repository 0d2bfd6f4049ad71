// An ifunc whose resolver returns an integer.
// MLIR-ERROR: 'llvm.mlir.ifunc' op resolver must return a pointer
llvm.func @resolver() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
