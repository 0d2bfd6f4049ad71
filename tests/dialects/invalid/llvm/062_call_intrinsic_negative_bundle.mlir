// A negative operand bundle size.
// MLIR-ERROR: 'llvm.call_intrinsic' op 'op_bundle_sizes' attribute cannot have negative elements
llvm.func @a(%x: i32) {
  %0 = "llvm.call_intrinsic"(%x) <{intrin = "llvm.x", op_bundle_sizes = array<i32: -1>, op_bundle_tags = ["a"], operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
  llvm.return
}
