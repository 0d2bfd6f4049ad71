// invariant.start returns a pointer in address space 0.
// MLIR-ERROR: 'llvm.intr.invariant.start' op result #0 must be LLVM pointer in address space 0, but got '!llvm.ptr<1>'
llvm.func @a(%p: !llvm.ptr) {
  %0 = "llvm.intr.invariant.start"(%p) <{size = 8 : i64}> : (!llvm.ptr) -> !llvm.ptr<1>
  llvm.return
}
