// llvm.resume: a terminator taking any LLVM value.
llvm.func @a(%x: !llvm.struct<(ptr, i32)>) {
  llvm.resume %x : !llvm.struct<(ptr, i32)>
}
