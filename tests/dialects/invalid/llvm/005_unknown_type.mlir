// An LLVM type that does not exist.
// MLIR-ERROR: unknown LLVM type: vec
llvm.func @f(!llvm.vec<4 x i32>)
