// One operand bundle and no tag.
// MLIR-ERROR: expected 1 operand bundle tags, but actually got 0
llvm.func @a(%x: i32) {
  %0 = "llvm.call_intrinsic"(%x) <{intrin = "llvm.foo", op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> i32
  llvm.return
}
