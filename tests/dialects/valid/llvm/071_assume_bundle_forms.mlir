// llvm.intr.assume without bundles, with an empty list (no bundle), and with bundles and attributes.
llvm.func @f(%c: i1, %p: !llvm.ptr, %n: i64) {
  llvm.intr.assume %c : i1
  llvm.intr.assume %c [] : i1
  llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64), "cold"()] : i1
  llvm.intr.assume %c ["nonnull"(%p : !llvm.ptr)] : i1 {foo}
  llvm.return
}
