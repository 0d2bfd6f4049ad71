// llvm.intr.invariant.start returns an !llvm.ptr the format does not write; invariant.end takes it back.
llvm.func @a(%p: !llvm.ptr, %q: !llvm.ptr<1>) {
  %0 = llvm.intr.invariant.start 8, %p : !llvm.ptr
  llvm.intr.invariant.end %0, 8, %p : !llvm.ptr
  %1 = llvm.intr.invariant.start 16, %q : !llvm.ptr<1>
  llvm.intr.invariant.end %1, 16, %q : !llvm.ptr<1>
  llvm.return
}
