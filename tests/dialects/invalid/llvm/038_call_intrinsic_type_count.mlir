// More types than operands.
// MLIR-ERROR: custom op 'llvm.call_intrinsic' number of operands and types do not match: got 1 operands and 2 types
llvm.func @a(%x: i32) {
  %0 = llvm.call_intrinsic "llvm.foo"(%x) : (i32, i32) -> i32
  llvm.return
}
