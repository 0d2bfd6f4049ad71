// llvm.intr.assume without and with operand bundles (tags with and without
// operands).
llvm.func @a(%c: i1, %p: !llvm.ptr, %n: i64) {
  llvm.intr.assume %c : i1
  llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64)] : i1
  llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64), "nonnull"(%p : !llvm.ptr), "cold"()] : i1
  llvm.return
}
