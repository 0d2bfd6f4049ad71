// llvm.freeze whose result type is not its operand's.
// MLIR-ERROR: 'llvm.freeze' op requires the same type for all operands and results
llvm.func @a(%y: i32) {
  %0 = "llvm.freeze"(%y) : (i32) -> i64
  llvm.return
}
