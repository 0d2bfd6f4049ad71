// An ifunc whose resolver is a global.
// MLIR-ERROR: 'llvm.mlir.ifunc' op must have a function resolver
llvm.mlir.global external @g(1 : i32) : i32
llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @g
