// An index into the element of a vector field, which is a scalar.
// MLIR-ERROR: 'llvm.getelementptr' op type 'f32' cannot be indexed (index #3)
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  %0 = llvm.getelementptr %p[0, 1, 3, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, vector<4xf32>)>
  llvm.return
}
