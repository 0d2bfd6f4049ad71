// Bundle sizes that do not add up to the bundle operands.
// MLIR-ERROR: 'llvm.call_intrinsic' op op_bundle_operands count (1) does not match with the total size (2) specified in attribute 'op_bundle_sizes'
llvm.func @a(%x: i32) {
  %0 = "llvm.call_intrinsic"(%x) <{intrin = "llvm.foo", op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["a"], operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> i32
  llvm.return
}
