// A block address whose function tags no such block.
// MLIR-ERROR: 'llvm.blockaddress' op expects an existing block label target in the referenced function
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @f, tag = <id = 3>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
