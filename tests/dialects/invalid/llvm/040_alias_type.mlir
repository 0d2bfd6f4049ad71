// An alias of void type.
// MLIR-ERROR: 'llvm.mlir.alias' op expects type to be a valid element type for an LLVM global alias
llvm.mlir.alias external @foo : !llvm.void {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
