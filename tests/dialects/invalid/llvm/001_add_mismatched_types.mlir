// llvm.add of operands of different types.
// MLIR-ERROR: 'llvm.add' op requires the same type for all operands and results
llvm.func @f(%a: i32, %b: i64) {
  %0 = "llvm.add"(%a, %b) <{overflowFlags = 0 : i32}> : (i32, i64) -> i32
  llvm.return
}
