// An unknown keyword inside a struct body.
// MLIR-ERROR: unknown LLVM type: foo
llvm.func @f(!llvm.struct<(i32, foo)>)
