// An ifunc whose resolver is only declared.
// MLIR-ERROR: 'llvm.mlir.ifunc' op resolver must be a definition
llvm.func @resolver() -> !llvm.ptr
llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
