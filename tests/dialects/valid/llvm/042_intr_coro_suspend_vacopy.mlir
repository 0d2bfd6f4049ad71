// llvm.intr.coro.suspend (token and i1 operands whose types are implied) and llvm.intr.vacopy (type(operands)).
llvm.func @a(%t: !llvm.token, %b: i1, %p: !llvm.ptr, %q: !llvm.ptr) -> i8 {
  %0 = llvm.intr.coro.suspend %t, %b : i8
  llvm.intr.vacopy %p to %q : !llvm.ptr, !llvm.ptr
  llvm.return %0 : i8
}
