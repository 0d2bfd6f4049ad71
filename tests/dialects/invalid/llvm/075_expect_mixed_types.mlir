// llvm.intr.expect's operands share the one type written.
// MLIR-ERROR: use of value '%y' expects different type than prior uses: 'i32' vs 'i64'
llvm.func @a(%x: i32, %y: i64) {
  %0 = llvm.intr.expect %x, %y : i32
  llvm.return
}
