// A tail call kind that is no case.
// MLIR-ERROR: custom op 'llvm.inline_asm' expected one of [none, notail, musttail, tail] for Tail Call Kind, got: bad
llvm.func @a() {
  %1 = llvm.inline_asm tail_call_kind = <bad> "bar", "=r" : () -> i32
  llvm.return
}
