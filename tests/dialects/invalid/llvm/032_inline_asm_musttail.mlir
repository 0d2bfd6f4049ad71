// inline_asm does not take the musttail kind.
// MLIR-ERROR: 'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation
llvm.func @a() {
  %1 = llvm.inline_asm tail_call_kind = <musttail> "bar", "=r" : () -> i32
  llvm.return
}
