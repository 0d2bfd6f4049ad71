// A dynamic index into a struct: struct fields are chosen by constants.
// MLIR-ERROR: 'llvm.getelementptr' op expected index 1 indexing a struct to be constant
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}
