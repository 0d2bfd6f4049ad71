// An alias initializer that calls a function.
// MLIR-ERROR: ops with side effects are not allowed in alias initializers
llvm.func @f(!llvm.ptr)
llvm.mlir.alias external @foo : i32 {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.call @f(%0) : (!llvm.ptr) -> ()
  llvm.return %0 : !llvm.ptr
}
