// getelementptr with a dynamic index that rawConstantIndices does not ask for.
// MLIR-ERROR: 'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'
llvm.func @a(%p: !llvm.ptr, %y: i32) {
  %0 = "llvm.getelementptr"(%p, %y) <{elem_type = f32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr, i32) -> !llvm.ptr
  llvm.return
}
